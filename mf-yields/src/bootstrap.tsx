import '@fin/shared/ui/kit.css';
import { mountStandalone } from '@fin/shared/app/standalone';
import YieldsSection from './YieldsSection';
import MorphoVaults from './MorphoVaults';

void mountStandalone({
  title: 'Yields',
  children: (
    <>
      <YieldsSection />
      <MorphoVaults />
    </>
  ),
});

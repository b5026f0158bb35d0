import '@fin/shared/ui/kit.css';
import { mountStandalone } from '@fin/shared/app/standalone';
import MorphoVaults from './MorphoVaults';
import YieldsSection from './YieldsSection';

void mountStandalone({
  title: 'Yields',
  children: (
    <>
      <YieldsSection />
      <MorphoVaults />
    </>
  ),
});

import '@fin/shared/ui/kit.css';
import { mountStandalone } from '@fin/shared/app/standalone';
import MorphoVaults from './MorphoVaultsSection';
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

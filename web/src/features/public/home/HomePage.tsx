import { pageMeta } from '../../../content/meta';
import { LazySection } from '../layout/LazySection';
import { PageMeta } from '../layout/PageMeta';
import { ClientsSection } from './ClientsSection';
import { HomeContact } from './HomeContact';
import { HomeHero } from './HomeHero';
import { HomeServices } from './HomeServices';
import { HomeStats } from './HomeStats';
import { HomeTeasers } from './HomeTeasers';

/** SPEC §2 Home: the hero at once, every later section when it scrolls into view. */
export default function HomePage() {
  return (
    <>
      <PageMeta meta={pageMeta.home} />
      <HomeHero />
      <LazySection minHeight="900px">
        <ClientsSection />
      </LazySection>
      <LazySection minHeight="760px">
        <HomeServices />
      </LazySection>
      <LazySection minHeight="520px">
        <HomeStats />
      </LazySection>
      <LazySection minHeight="560px">
        <HomeTeasers />
      </LazySection>
      <LazySection minHeight="820px">
        <HomeContact />
      </LazySection>
    </>
  );
}

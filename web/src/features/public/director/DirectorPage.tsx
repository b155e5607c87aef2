import { directorCta } from '../../../content/director';
import { pageMeta } from '../../../content/meta';
import { PageMeta } from '../layout/PageMeta';
import { CallToAction } from '../shared/CallToAction';
import { DirectorHero } from './DirectorHero';
import { ExperienceSection, ExpertiseSection, QualificationsSection } from './DirectorSections';

/** SPEC §2 Director: hero, experience, education, certifications, expertise, achievements, band. */
export default function DirectorPage() {
  return (
    <>
      <PageMeta meta={pageMeta.director} />
      <DirectorHero />
      <ExperienceSection />
      <QualificationsSection />
      <ExpertiseSection />
      <CallToAction cta={directorCta} id="director-cta" />
    </>
  );
}

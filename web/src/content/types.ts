// Shapes of the firm's static content (SPEC §3 "Static content"). Data lives in the sibling modules;
// this file holds types only, so any module may import it without pulling in data.

/** Icons are named, not imported: the shell maps each name to its own icon component. */
export type IconName =
  | 'calculator'
  | 'receipt'
  | 'briefcase'
  | 'shield-check'
  | 'clipboard-check'
  | 'trending-up'
  | 'bar-chart'
  | 'pie-chart'
  | 'file-text'
  | 'search'
  | 'target'
  | 'compass'
  | 'settings'
  | 'refresh'
  | 'layers'
  | 'database'
  | 'award'
  | 'handshake'
  | 'lightbulb'
  | 'scale'
  | 'globe'
  | 'cpu'
  | 'users'
  | 'user'
  | 'building'
  | 'map-pin'
  | 'phone'
  | 'mail'
  | 'clock'
  | 'calendar'
  | 'message-square'
  | 'lock'
  | 'check-circle'
  | 'arrow-right'
  | 'star'
  | 'graduation-cap'
  | 'linkedin'
  | 'facebook';

// ---------------------------------------------------------------------------------------------
// Links and repeated page pieces
// ---------------------------------------------------------------------------------------------

/** An internal route ('/contact'), a `tel:` or `mailto:` link, or an external URL. */
export interface LinkItem {
  label: string;
  href: string;
}

/** A link that goes nowhere yet (SPEC §2: Careers, Privacy Policy, social icons...). */
export interface DeadLink {
  label: string;
  href: null;
}

export type MaybeLink = LinkItem | DeadLink;

export interface CtaButton extends LinkItem {
  icon?: IconName;
}

export interface PageHero {
  eyebrow?: string;
  heading: string;
  lead: string;
}

export interface SectionIntro {
  heading: string;
  intro?: string;
}

export interface TextSection {
  heading: string;
  paragraphs: string[];
}

export interface CtaBand {
  heading: string;
  text: string;
  primary: CtaButton;
  secondary: CtaButton;
}

/** A marketing figure as displayed: value text exactly as SPEC §9 gives it ("R16m+"). */
export interface Figure {
  value: string;
  label: string;
  icon?: IconName;
}

/** A card with an icon, a title and a short text (values, process steps, cross-industry cards). */
export interface FeatureCard {
  icon: IconName;
  title: string;
  description: string;
}

// ---------------------------------------------------------------------------------------------
// The firm
// ---------------------------------------------------------------------------------------------

export type OfficeId = 'midrand' | 'bloemfontein';

export interface PhoneNumber {
  /** As printed: "+27 11 312 4580". */
  display: string;
  /** As linked: "tel:+27113124580". */
  href: string;
}

export interface Office {
  id: OfficeId;
  name: string;
  kind: 'Head Office' | 'Branch';
  city: string;
  province: string;
  /** Street address lines, in printing order, ending with the suburb/city and postal code. */
  addressLines: string[];
  phone: PhoneNumber;
  email: string;
  openedYear: number;
  mapHref: string;
}

export interface BusinessHoursRow {
  days: string;
  hours: string;
  /** 24-hour times for machine use; null when the day has no fixed hours. */
  opens: string | null;
  closes: string | null;
}

export interface BusinessHours {
  timeZone: string;
  rows: BusinessHoursRow[];
  /** One line for compact places (footer, FAQ). */
  display: string;
}

export interface ResponsePromises {
  formResponseHours: number;
  emailResponseHours: number;
  consultationMinutes: number;
  formResponseText: string;
  emailResponseText: string;
  consultationText: string;
}

export interface SocialLink extends DeadLink {
  icon: IconName;
}

// ---------------------------------------------------------------------------------------------
// Home
// ---------------------------------------------------------------------------------------------

export interface HomeHero extends PageHero {
  primary: CtaButton;
  secondary: CtaButton;
}

export interface ClientCompany {
  name: string;
  industry: string;
  /** Town or city, for the caption under the name. */
  location: string;
}

export interface HomeServiceCard {
  icon: IconName;
  title: string;
  description: string;
  highlights: string[];
  link: LinkItem;
}

export interface Teaser {
  eyebrow?: string;
  heading: string;
  paragraphs: string[];
  link: LinkItem;
}

export interface HomeContactBlock extends SectionIntro {
  offices: Office[];
  emails: string[];
  businessHours: BusinessHours;
  link: LinkItem;
}

// ---------------------------------------------------------------------------------------------
// About
// ---------------------------------------------------------------------------------------------

export interface TimelineEvent {
  year: string;
  title: string;
  event: string;
}

export interface TeamMember {
  slug: string;
  name: string;
  title: string;
  image: string;
  imageAlt: string;
  office: OfficeId;
  bio: string;
}

export interface Value {
  icon: IconName;
  title: string;
  description: string;
}

// ---------------------------------------------------------------------------------------------
// Services
// ---------------------------------------------------------------------------------------------

export interface Service {
  slug: string;
  icon: IconName;
  title: string;
  description: string;
  features: string[];
  pricing: 'Project-based pricing';
}

export interface ProcessStep {
  step: number;
  icon: IconName;
  title: string;
  description: string;
}

// ---------------------------------------------------------------------------------------------
// Industries
// ---------------------------------------------------------------------------------------------

/** A grouping line inside a challenges or solutions list, shown as a sub-heading. */
export interface ListHeading {
  heading: string;
}

export type ContentListItem = string | ListHeading;

/** What the accordion header shows. */
export interface SectorSummary {
  slug: string;
  name: string;
  /** An emoji, per SPEC §3. */
  icon: string;
  description: string;
}

/** What an open accordion item shows; kept apart so it loads only when asked for. */
export interface SectorLists {
  challenges: ContentListItem[];
  solutions: ContentListItem[];
}

export type Sector = SectorSummary & SectorLists;

// ---------------------------------------------------------------------------------------------
// Director
// ---------------------------------------------------------------------------------------------

export interface ExperienceEntry {
  title: string;
  company: string;
  period: string;
  description: string;
}

export interface EducationEntry {
  qualification: string;
  institution: string;
  year: string;
}

export interface DirectorProfile {
  name: string;
  postNominals: string;
  title: string;
  image: string;
  imageAlt: string;
  email: string;
  phone: PhoneNumber;
  linkedIn: string;
  bio: string[];
  experience: ExperienceEntry[];
  education: EducationEntry[];
  certifications: string[];
  specializations: string[];
  achievements: string[];
}

// ---------------------------------------------------------------------------------------------
// Contact
// ---------------------------------------------------------------------------------------------

export interface ContactHero extends PageHero {
  scheduleButtonLabel: string;
}

export interface ContactInfo extends SectionIntro {
  officesHeading: string;
  offices: Office[];
  phoneHeading: string;
  emailHeading: string;
  emails: string[];
  emailResponseLine: string;
  hoursHeading: string;
  businessHours: BusinessHours;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export type ServiceChoiceValue = 'accounting' | 'bookkeeping' | 'management-consulting' | 'taxation' | 'secretarial';

export interface ServiceChoice {
  value: ServiceChoiceValue;
  label: string;
}

export interface ToastText {
  title: string;
  description: string;
}

// ---------------------------------------------------------------------------------------------
// Navigation
// ---------------------------------------------------------------------------------------------

export interface NavItem {
  label: string;
  href: string;
}

export interface FooterColumn {
  title: string;
  links: MaybeLink[];
}

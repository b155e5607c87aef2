import { lazy, useState } from 'react';
import type { SessionUserFragment } from '../../../graphql/generated';
import { Card } from '../../../components/Card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/Tabs';
import { LazyPartBoundary } from '../../../components/CodeLoadBoundary';
import { prefetchOnIntent } from '../../../components/intent-handlers';
import { PageHeader } from '../shared/PageHeader';
import { isStaff } from '../shared/roles';
import { PersonalInformationForm } from './PersonalInformationForm';

// The page opens on Personal Information; each other tab's code (its forms and their validation)
// is fetched when the tab is approached, so a phone neither downloads nor runs it for nothing.
const loadCompany = () => import('./CompanyInformationPanel');
const loadSecurity = () => import('./SecurityPanel');
const loadPrivacy = () => import('./PrivacyTab');
const CompanyInformationPanel = lazy(() => loadCompany().then((module) => ({ default: module.CompanyInformationPanel })));
const SecurityPanel = lazy(() => loadSecurity().then((module) => ({ default: module.SecurityPanel })));
const PrivacyTab = lazy(() => loadPrivacy().then((module) => ({ default: module.PrivacyTab })));
const tabCode: Partial<Record<ProfileTab, () => Promise<unknown>>> = { company: loadCompany, security: loadSecurity, privacy: loadPrivacy };
const prefetchTab = (tab: ProfileTab) => prefetchOnIntent(() => tabCode[tab]?.() ?? Promise.resolve());

type ProfileTab = 'personal' | 'company' | 'security' | 'privacy';
const profileTabs: readonly ProfileTab[] = ['personal', 'company', 'security', 'privacy'];

/**
 * /portal/profile (docs/product.md#profile). A tab's panel mounts when it is first opened (so the
 * company is fetched only then) and stays mounted, hidden, after that: switching tabs never
 * throws away what was typed in the other one.
 */
export function ProfilePage({ user }: { user: SessionUserFragment }) {
  const [tab, setTab] = useState<ProfileTab>('personal');
  const [opened, setOpened] = useState<Record<ProfileTab, boolean>>({ personal: true, company: false, security: false, privacy: false });
  const open = (value: string) => {
    const next = profileTabs.find((candidate) => candidate === value) ?? 'personal';
    setTab(next);
    setOpened((current) => (current[next] ? current : { ...current, [next]: true }));
  };

  return (
    <>
      <title>Profile | Khanya Client Portal</title>
      <PageHeader title="Profile" subtitle="Your personal details, your company's information, your account's security and your data." />
      <Tabs value={tab} onValueChange={open}>
        <TabsList aria-label="Profile sections">
          <TabsTrigger value="personal">Personal Information</TabsTrigger>
          <TabsTrigger value="company" {...prefetchTab('company')}>
            Company Information
          </TabsTrigger>
          <TabsTrigger value="security" {...prefetchTab('security')}>
            Security
          </TabsTrigger>
          <TabsTrigger value="privacy" {...prefetchTab('privacy')}>
            Privacy
          </TabsTrigger>
        </TabsList>
        {profileTabs.map((value) => (
          <TabsContent key={value} value={value} forceMount={opened[value] || undefined} hidden={tab !== value}>
            <Card>
              <LazyPartBoundary>
                {value === 'personal' && <PersonalInformationForm user={user} />}
                {value === 'company' && <CompanyInformationPanel />}
                {value === 'security' && <SecurityPanel email={user.email} staff={isStaff(user.roleNames)} />}
                {value === 'privacy' && <PrivacyTab />}
              </LazyPartBoundary>
            </Card>
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

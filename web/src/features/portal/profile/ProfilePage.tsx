import { useState } from 'react';
import type { SessionUserFragment } from '../../../graphql/generated';
import { Card } from '../../../components/Card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/Tabs';
import { PageHeader } from '../shell/PageHeader';
import { CompanyInformationPanel } from './CompanyInformationPanel';
import { PersonalInformationForm } from './PersonalInformationForm';
import { SecurityPanel } from './SecurityPanel';
import { PrivacyTab } from './PrivacyTab';

type ProfileTab = 'personal' | 'company' | 'security' | 'privacy';
const profileTabs: readonly ProfileTab[] = ['personal', 'company', 'security', 'privacy'];

/**
 * /portal/profile (SPEC.md §2 Profile). A tab's panel mounts when it is first opened (so the
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
          <TabsTrigger value="company">Company Information</TabsTrigger>
          <TabsTrigger value="security">Security</TabsTrigger>
          <TabsTrigger value="privacy">Privacy</TabsTrigger>
        </TabsList>
        {profileTabs.map((value) => (
          <TabsContent key={value} value={value} forceMount={opened[value] || undefined} hidden={tab !== value}>
            <Card>
              {value === 'personal' && <PersonalInformationForm user={user} />}
              {value === 'company' && <CompanyInformationPanel />}
              {value === 'security' && <SecurityPanel email={user.email} />}
              {value === 'privacy' && <PrivacyTab />}
            </Card>
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

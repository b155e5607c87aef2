import { defaultNotificationPreferences, emailsCategory } from './notification-preferences';

describe('which notifications are e-mailed', () => {
  it('follows the switch of each category, and Email notifications above them all', () => {
    const noReminders = { ...defaultNotificationPreferences, appointments: false };
    expect(emailsCategory(noReminders, 'appointment')).toBe(false);
    expect(emailsCategory(noReminders, 'document')).toBe(true);
    expect(emailsCategory({ ...defaultNotificationPreferences, messages: false }, 'message')).toBe(false);
    expect(emailsCategory({ ...defaultNotificationPreferences, tasks: false }, 'task')).toBe(false);
    const noEmail = { ...defaultNotificationPreferences, email: false };
    for (const category of ['document', 'appointment', 'message', 'task', 'engagement', null])
      expect(emailsCategory(noEmail, category)).toBe(false);
  });

  it('e-mails categories without a switch of their own (engagements, general notices) while e-mail is on', () => {
    expect(emailsCategory(defaultNotificationPreferences, 'engagement')).toBe(true);
    expect(emailsCategory(defaultNotificationPreferences, null)).toBe(true);
  });
});

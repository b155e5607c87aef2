import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../../test/msw-server';
import { adminUser } from '../../../../test/fixtures';
import { renderPortalAs } from '../../portal-test-kit';
import { backupStatus, quietOverview, systemStatus, systemStatusIs } from '../admin-test-kit';

async function openBackupsCard() {
  renderPortalAs(adminUser(), '/portal/admin');
  await userEvent.click(await screen.findByRole('tab', { name: 'System' }));
  return screen.findByRole('region', { name: 'Backups' });
}

describe('the Backups card of the System tab', () => {
  it('shows when the newest backup ran, its archive, its size and the schedule', async () => {
    server.use(...quietOverview(), systemStatusIs());
    const card = await openBackupsCard();
    expect(card).toHaveTextContent('Succeeded');
    expect(card).toHaveTextContent('Last backup22 Nov 2026, 02:00');
    expect(card).toHaveTextContent('khanya-backup-2026-11-22T00-00-05Z.tar.gz');
    expect(card).toHaveTextContent('2.5 MB');
    expect(card).toHaveTextContent('Every 24h, keeping the newest 14');
    expect(card).toHaveTextContent('/srv/khanya/data/backups');
    expect(card.querySelector('[data-icon="warning"]')).toBeNull();
  });

  it('says a backup failed, with its reason, as an alert', async () => {
    server.use(
      ...quietOverview(),
      systemStatusIs(
        systemStatus({
          backup: backupStatus({ succeeded: false, fileName: null, sizeBytes: null, error: 'ENOSPC: no space left on device' }),
        }),
      ),
    );
    const card = await openBackupsCard();
    expect(card).toHaveTextContent('Failed');
    expect(screen.getByRole('alert')).toHaveTextContent('Error: ENOSPC: no space left on device');
    expect(card.querySelector('[data-icon="warning"]')).not.toBeNull();
    expect(card).not.toHaveTextContent('Archive');
  });

  it('says when there has been no backup and none is scheduled, and how to make one', async () => {
    server.use(...quietOverview(), systemStatusIs(systemStatus({ backup: { ...backupStatus(null), every: null, keep: null } })));
    const card = await openBackupsCard();
    expect(card).toHaveTextContent('No backup yet');
    expect(card).toHaveTextContent('None yet');
    expect(card).toHaveTextContent('Not scheduled (BACKUP_EVERY is not set)');
    expect(card).toHaveTextContent('Run npm run backup on the server, or set BACKUP_EVERY to back up on a schedule.');
  });
});

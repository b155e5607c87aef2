import { useState, type FormEvent } from 'react';
import { useSetUserRolesMutation, type AdminUserRowFragment } from '../../../../graphql/generated';
import { Button } from '../../../../components/Button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/Dialog';
import { toast } from '../../../../components/toast-store';
import type { RoleNameValue } from '@validation/users';
import { fullNameOf } from '@validation/people';
import { serverMessage } from '../../../../lib/graphql-errors';
import { DialogActions } from './DialogActions';
import { RoleCheckboxes, RoleFieldset } from './RoleCheckboxes';
import { isRoleNameValue, toRoleName } from './role-names';
import { TwoStepReset } from './TwoStepReset';

interface EditRolesDialogProps {
  /** The user being edited; null keeps the dialog closed. */
  user: AdminUserRowFragment | null;
  onClose: () => void;
}

/**
 * "Edit roles": saving replaces the user's whole role set (docs/product.md#who-may-do-what,
 * docs/product.md#rest-calls).
 */
export function EditRolesDialog({ user, onClose }: EditRolesDialogProps) {
  return (
    <Dialog open={!!user} onOpenChange={(open) => !open && onClose()}>
      {user && (
        <DialogContent>
          {/* Keyed so that opening the dialog for another user starts from that user's roles. */}
          <EditRolesForm key={user.id} user={user} onDone={onClose} />
          <TwoStepReset key={`two-step-${user.id}`} user={user} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function EditRolesForm({ user, onDone }: { user: AdminUserRowFragment; onDone: () => void }) {
  const [selected, setSelected] = useState<RoleNameValue[]>(() => user.roles.map((role) => role.name).filter(isRoleNameValue));
  const [setUserRoles, { loading }] = useSetUserRolesMutation();
  const name = fullNameOf(user) || user.email;

  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      await setUserRoles({ variables: { userId: user.id, roleNames: selected.map(toRoleName) } });
    } catch (error) {
      toast({ description: serverMessage(error) ?? 'Failed to update user roles', variant: 'destructive' });
      return;
    }
    toast({ title: 'User roles updated successfully', variant: 'success' });
    onDone();
  }

  return (
    <form onSubmit={(event) => void save(event)} aria-label="Edit roles">
      <DialogHeader>
        <DialogTitle>Edit roles</DialogTitle>
        <DialogDescription>
          Choose the roles of {name} ({user.email}). Saving replaces their current roles.
        </DialogDescription>
      </DialogHeader>
      <RoleFieldset disabled={loading}>
        <legend>Roles</legend>
        <RoleCheckboxes selected={selected} onChange={setSelected} disabled={loading} />
      </RoleFieldset>
      <DialogActions>
        <DialogClose asChild>
          <Button $variant="ghost">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={loading}>
          {loading ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </form>
  );
}

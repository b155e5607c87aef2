import type { UseFormReturn } from 'react-hook-form';
import { toast } from '../../../../components/toast-store';
import { dependentConditionPaths, type TemplateForm } from './template-form';

/**
 * Before questions go (removed, or with their section), the questions that depend on them lose
 * that condition and are always shown: a condition on a question that no longer exists cannot be
 * saved. The toast says so, as the change happens away from where the admin is looking.
 */
export function dropConditionsOn(form: Pick<UseFormReturn<TemplateForm>, 'getValues' | 'setValue'>, uids: readonly string[]) {
  const paths = dependentConditionPaths(form.getValues('sections'), uids);
  for (const path of paths) form.setValue(path, '', { shouldDirty: true });
  if (paths.length > 0)
    toast({
      description:
        paths.length === 1
          ? 'One question was shown only after a yes to what you removed: it is now always shown.'
          : `${paths.length} questions were shown only after a yes to what you removed: they are now always shown.`,
    });
}

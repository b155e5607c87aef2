import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import type { Service } from '../../../content/types';
import { ServiceCard } from './ServiceCard';

const shortService: Service = {
  slug: 'payroll',
  icon: 'users',
  title: 'Payroll',
  description: 'Monthly payroll for small employers.',
  features: ['Payslips', 'EMP201 submissions', 'IRP5 certificates'],
  pricing: 'Project-based pricing',
};

describe('ServiceCard', () => {
  it('offers no toggle when a service has three features or fewer', () => {
    renderWithProviders(<ServiceCard service={shortService} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('counts the hidden features in the toggle', () => {
    renderWithProviders(<ServiceCard service={{ ...shortService, features: [...shortService.features, 'UIF declarations'] }} />);
    expect(screen.getByRole('button', { name: '+ 1 more features' })).toBeInTheDocument();
  });
});

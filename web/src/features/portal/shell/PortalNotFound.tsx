import { Link } from 'react-router-dom';
import { Card } from '../../../components/Card';

export function PortalNotFound() {
  return (
    <Card>
      <title>Page Not Found | Khanya Client Portal</title>
      <h1>Page not found</h1>
      <p>This part of the portal does not exist. Check the address, or go back to your dashboard.</p>
      <Link to="/portal">Go to the dashboard</Link>
    </Card>
  );
}

import { useLoaderData } from 'react-router';
import { AuthCard } from '../components/auth-card';
import type { GuardData } from '../guards';

export function Component() {
  const { user } = useLoaderData<GuardData>();
  const email = user?.user_data.email;
  return (
    <AuthCard title="Verify your email">
      <p>
        We sent a 6-digit code to{' '}
        {email ? <strong className="text-text">{email}</strong> : 'your email address'}. Enter it to
        confirm your account; the code is valid for 10 minutes.
      </p>
    </AuthCard>
  );
}

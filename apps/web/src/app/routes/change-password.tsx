import { AuthCard, TextLink } from '../components/auth-card';

export function Component() {
  return (
    <AuthCard
      title="Change your password"
      footer={<TextLink to="/profile">Back to your profile</TextLink>}
    >
      <p>
        Enter your current password and a new one of at least 8 characters. Other devices signed in
        to your account will be signed out.
      </p>
    </AuthCard>
  );
}

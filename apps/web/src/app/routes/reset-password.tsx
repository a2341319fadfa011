import { AuthCard, TextLink } from '../components/auth-card';

export function Component() {
  return (
    <AuthCard
      title="Reset your password"
      footer={
        <p className="flex flex-wrap justify-center gap-x-2">
          Remembered it? <TextLink to="/login">Back to sign in</TextLink>
        </p>
      }
    >
      <p>
        Tell us the email address of your account and we will send you a 6-digit code to choose a
        new password.
      </p>
    </AuthCard>
  );
}

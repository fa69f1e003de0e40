import { Link } from 'react-router-dom';

/** The consent line of the sign-up forms (spec part 1 §2), linking to the policy. */
export function ConsentNote() {
  return (
    <p className="text-sm text-ink-soft">
      By signing up, you agree to our{' '}
      <Link to="/policy" className="font-bold text-leaf underline underline-offset-4">
        Terms of Use &amp; Privacy Policy
      </Link>
      .
    </p>
  );
}

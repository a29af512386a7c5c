import { useId, useState } from "react";
import { useT } from "../../lib/i18n-react.tsx";
import { TextField } from "./form.tsx";
import { PasswordChecklist } from "./password-checklist.tsx";

/** New password and its confirmation, with the live rule checklist and the server's field errors. */
export function NewPasswordFields({ fields }: { fields?: Record<string, string[]> }) {
  const { t } = useT();
  const [password, setPassword] = useState("");
  const checklist = useId();
  const passwordError = fields?.password?.length ? t("passwordRules.failed") : null;
  const confirmationError = fields?.passwordConfirmation?.length ? t("passwordRules.mismatch") : null;
  return (
    <>
      <div>
        <TextField
          label={t("auth.newPassword")}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={256}
          error={passwordError}
          aria-describedby={checklist}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <PasswordChecklist password={password} id={checklist} />
      </div>
      <TextField
        label={t("auth.passwordConfirmation")}
        name="passwordConfirmation"
        type="password"
        autoComplete="new-password"
        required
        maxLength={256}
        error={confirmationError}
      />
    </>
  );
}

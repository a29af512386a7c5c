import type { FieldMetadata } from "@conform-to/react";
import { useId, useState } from "react";
import { useT } from "../../lib/i18n-react.tsx";
import { Field, Input } from "./field.tsx";
import { PasswordChecklist } from "./password-checklist.tsx";

/** New password and its confirmation, with the live rule checklist and the field errors. */
export function NewPasswordFields({
  password,
  confirmation,
}: {
  password: FieldMetadata<unknown>;
  confirmation: FieldMetadata<unknown>;
}) {
  const { t } = useT();
  const [typed, setTyped] = useState("");
  const checklist = useId();
  return (
    <>
      <div>
        <Field meta={password} label={t("auth.newPassword")}>
          <Input
            type="password"
            autoComplete="new-password"
            required
            maxLength={256}
            aria-describedby={checklist}
            onChange={(e) => setTyped(e.currentTarget.value)}
          />
        </Field>
        <PasswordChecklist password={typed} id={checklist} />
      </div>
      <Field meta={confirmation} label={t("auth.passwordConfirmation")}>
        <Input type="password" autoComplete="new-password" required maxLength={256} />
      </Field>
    </>
  );
}

/** The labels the error summary names the two fields by. */
export const newPasswordLabels = (t: (key: string) => string) => ({
  password: t("auth.newPassword"),
  passwordConfirmation: t("auth.passwordConfirmation"),
});

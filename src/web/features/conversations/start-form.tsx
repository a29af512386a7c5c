import { Form, useNavigation } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { useT } from "../../lib/i18n-react.tsx";

/**
 * "Message the company": a plain post to the conversations page, which opens the conversation
 * about the offer (or with the company) and goes to it; the pair's existing one when there is one.
 */
export function StartConversationForm({ offerId, companyId }: { offerId?: string; companyId?: string }) {
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" action="/ongoing/conversations">
      <input type="hidden" name="intent" value="start" />
      {offerId ? <input type="hidden" name="offerId" value={offerId} /> : null}
      {companyId ? <input type="hidden" name="companyId" value={companyId} /> : null}
      <Button type="submit" variant="outline" busy={busy}>
        {t("conversations:start")}
      </Button>
    </Form>
  );
}

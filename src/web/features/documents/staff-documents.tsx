import { Form, useNavigation } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Field, Input, Select, Textarea } from "../../components/ui/field.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { DocumentRemarks, FileList } from "./document-card.tsx";
import { DocumentStatusBadge } from "./document-status.tsx";
import type { DocumentView } from "./document-view.ts";

/** Staff's "document params": accept or reject (with a reason), validity, a note. */
function ParamsForm({ document: d }: { document: DocumentView }) {
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" aria-label={t("companyDocs.staff.formLabel")}>
      <input type="hidden" name="intent" value="document" />
      <input type="hidden" name="documentId" value={d.id} />
      <Field
        name="status"
        label={t("companyDocs.staff.decision")}
        defaultValue={d.status === "pending" ? "accepted" : d.status}
      >
        <Select>
          <option value="accepted">{t("companyDocs.staff.accept")}</option>
          <option value="rejected">{t("companyDocs.staff.reject")}</option>
        </Select>
      </Field>
      <Field
        name="rejectionReason"
        label={t("companyDocs.staff.reason")}
        hint={t("companyDocs.staff.reasonHint")}
        defaultValue={d.rejectionReason ?? ""}
      >
        <Textarea rows={2} maxLength={1000} />
      </Field>
      <Field name="validFrom" label={t("companyDocs.staff.validFrom")} defaultValue={d.validFrom ?? ""}>
        <Input type="date" />
      </Field>
      <Field name="validTo" label={t("companyDocs.staff.validTo")} defaultValue={d.validTo ?? ""}>
        <Input type="date" />
      </Field>
      <Field name="staffNote" label={t("companyDocs.staff.note")} defaultValue={d.staffNote ?? ""}>
        <Textarea rows={2} maxLength={1000} />
      </Field>
      <div className="flex items-end justify-end sm:col-span-2">
        <Button type="submit" size="sm" disabled={busy}>
          {t("companyDocs.staff.save")}
        </Button>
      </div>
    </Form>
  );
}

/** The staff company page's documents: each with its files, and the params form with the permission. */
export function StaffDocuments({
  documents,
  canChange,
  className,
}: {
  documents: DocumentView[];
  canChange: boolean;
  className: string;
}) {
  const { t } = useT();
  return (
    <section className={className} aria-labelledby="company-documents">
      <h2 id="company-documents" className="text-lg font-semibold">
        {t("pages.companyDocs")}
      </h2>
      {documents.length ? (
        <ul className="mt-3 flex flex-col gap-4">
          {documents.map((d) => (
            <li
              key={d.id}
              data-document={d.id}
              data-status={d.status}
              className="rounded-lg border border-slate-200 p-3"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">{t(`companyDocs.types.${d.type}`)}</h3>
                <DocumentStatusBadge status={d.status} />
              </div>
              <DocumentRemarks document={d} />
              <FileList document={d} canDelete={false} preview />
              {canChange ? <ParamsForm document={d} /> : null}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState className="mt-3 text-sm">{t("companies.noDocuments")}</EmptyState>
      )}
    </section>
  );
}

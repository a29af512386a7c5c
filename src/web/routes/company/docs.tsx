import { data, Form, useActionData, useLoaderData, useNavigation, useRevalidator } from "react-router";
import { DOCUMENT_TYPES, type DocumentType } from "../../../shared/contracts/documents.ts";
import { hasPermission } from "../../../shared/permissions.ts";
import { operationAllowed } from "../../../shared/restrictions.ts";
import { TEXT_LIMITS } from "../../../shared/text-rules.ts";
import { PlanRestricted } from "../../components/plan-restricted.tsx";
import { Button } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { FormAlert, FormNotice } from "../../components/ui/form.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { DocumentCard } from "../../features/documents/document-card.tsx";
import { type DocumentView, documentView } from "../../features/documents/document-view.ts";
import { VerificationRequest } from "../../features/documents/verification-request.tsx";
import { formRefusal } from "../../lib/form-refusal.server.ts";
import { refuseFormText } from "../../lib/form-text.server.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { orErrorResponse, requireActor } from "../../lib/loader-guards.server.ts";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/docs";

/** The company's documents (spec §3): each type with its documents and files; upload and delete. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const { services } = context.get(webContext);
  if (!actor.user.company || !hasPermission(actor.user.userRoles, "editOwnDocuments")) {
    throw data(null, { status: 403 });
  }
  const documents = await orErrorResponse(() => services.documents.myDocuments(actor));
  const verification = await orErrorResponse(() => services.documents.verificationState(actor));
  // The rule the server refuses by (operationIsRestricted): documents need the plan once verified.
  const restrictions = await services.access.restrictionsOf(actor);
  return {
    limits: services.documents.uploadLimits(),
    documents: documents.map(documentView),
    verification: {
      ...verification,
      requestedAt: verification.requestedAt?.toISOString() ?? null,
      deadline: verification.deadline?.toISOString() ?? null,
    },
    canOrderVerification: hasPermission(actor.user.userRoles, "editOwnCompany"),
    canAdd: operationAllowed(restrictions, "createDocument", actor.user.company.status),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, actor } = context.get(webContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const refused = refuseFormText(form, { documentId: TEXT_LIMITS.id, fileId: TEXT_LIMITS.id, type: 40 }, {});
  if (refused) return refused;
  const documentId = String(form.get("documentId") ?? "");
  try {
    if (intent === "create") await services.documents.createDocument(actor, { type: form.get("type") });
    else if (intent === "requestVerification") await services.documents.requestVerification(actor);
    else if (intent === "deleteDocument") await services.documents.deleteDocument(actor, documentId);
    else if (intent === "deleteFile") {
      await services.documents.deleteFile(actor, documentId, String(form.get("fileId") ?? ""));
    } else return data({ ok: false as const, code: "invalidInputObject", fields: {} }, { status: 400 });
    return { ok: true as const, intent };
  } catch (error) {
    return formRefusal(error, {});
  }
}

function TypeSection({ type, documents }: { type: DocumentType; documents: DocumentView[] }) {
  const { t } = useT();
  const { limits, canAdd } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const busy = useNavigation().state === "submitting";
  const headingId = `type-${type}`;
  return (
    <section
      aria-labelledby={headingId}
      data-type={type}
      className="rounded-xl border border-slate-200 bg-slate-50 p-3 md:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {t(`companyDocs.types.${type}`)}
        </h2>
        <Form method="post" hidden={!canAdd}>
          <input type="hidden" name="intent" value="create" />
          <input type="hidden" name="type" value={type} />
          <Button type="submit" size="sm" variant="outline" disabled={busy}>
            {t("companyDocs.add")}
            <span className="sr-only">: {t(`companyDocs.types.${type}`)}</span>
          </Button>
        </Form>
      </div>
      {documents.length ? (
        <ul className="mt-3 flex flex-col gap-3">
          {documents.map((d) => (
            <DocumentCard
              key={d.id}
              document={d}
              limits={limits}
              canUpload={canAdd}
              onUploaded={() => void revalidator.revalidate()}
            />
          ))}
        </ul>
      ) : (
        <EmptyState className="mt-3 text-sm">{t("companyDocs.noneOfType")}</EmptyState>
      )}
    </section>
  );
}

export default function CompanyDocs() {
  const { t } = useT();
  const { documents, limits, verification, canOrderVerification, canAdd } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="content" className="mx-auto w-full max-w-4xl px-3 py-8 md:px-4">
      <PageTitle title={t("pages.companyDocs")} description={t("companyDocs.intro")} />
      <h1 className="text-2xl font-bold">{t("pages.companyDocs")}</h1>
      <p className="mt-2 text-slate-700">{t("companyDocs.intro")}</p>
      <p className="mt-2 text-sm text-slate-700" data-testid="upload-limits">
        {t("companyDocs.limits", { mb: Math.round(limits.maxFileBytes / 1024 / 1024), count: limits.filesPerDocument })}{" "}
        {t("companyDocs.companyLimit", { count: limits.filesPerCompany })}
      </p>
      {canAdd ? null : <PlanRestricted reason={t("companyDocs.addRestricted")} testId="documents-restricted" />}
      <div className="mt-4" aria-live="polite">
        {result?.ok ? <FormNotice>{t(`companyDocs.done.${result.intent}`)}</FormNotice> : null}
        {result && !result.ok ? <FormAlert>{t(`errors:${result.code}`)}</FormAlert> : null}
      </div>
      <div className="mt-4 flex flex-col gap-4">
        <VerificationRequest verification={verification} canOrder={canOrderVerification} />
        {DOCUMENT_TYPES.map((type) => (
          <TypeSection key={type} type={type} documents={documents.filter((d) => d.type === type)} />
        ))}
      </div>
    </main>
  );
}

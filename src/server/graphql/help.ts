import {
  HELP_REQUEST_STATUSES,
  HELP_STATUS_ACTIONS,
  type HelpRequestStatus,
  helpRequestActionsFrom,
} from "../../shared/help-request-statuses.ts";
import type {
  HelpEventRecord,
  HelpRequestDetailRecord,
  HelpRequestRecord,
} from "../../shared/contracts/help-records.ts";
import { builder } from "./builder.ts";
import { withRetryAfter } from "./retry-after.ts";

const HelpRequestInput = builder.inputType("HelpRequestInput", {
  fields: (t) => ({
    name: t.string({ description: "Guests only; a signed-in user's name comes from the account" }),
    email: t.string({ description: "Guests only; a signed-in user is answered at the account's address" }),
    topic: t.string({ required: true, description: "signIn | activation | password | account | guides | other" }),
    message: t.string({ required: true, description: "10 to 5000 characters" }),
  }),
});

builder.mutationField("createHelpRequest", (t) =>
  t.boolean({
    description: "Stores a help request and notifies portal staff. Rate-limited per client.",
    args: { input: t.arg({ type: HelpRequestInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await withRetryAfter(ctx, () =>
        ctx.services.accounts.createHelpRequest(ctx.actor, {
          name: input.name ?? "",
          email: input.email ?? "",
          topic: input.topic,
          message: input.message,
          locale: ctx.locale,
          baseUrl: ctx.services.baseUrl(ctx.origin),
          clientKey: ctx.clientIp,
        }),
      );
      return true;
    },
  }),
);

/* ——— Staff's side (ADR 016): list, detail, take/close/reopen, reply by mail, assign. ——— */

const STATUS_NAMES: Record<HelpRequestStatus, string> = {
  new: "NEW",
  inProgress: "IN_PROGRESS",
  answered: "ANSWERED",
  closed: "CLOSED",
};
const HelpRequestStatusEnum = builder.enumType("HelpRequestStatus", {
  values: Object.fromEntries(HELP_REQUEST_STATUSES.map((s) => [STATUS_NAMES[s], { value: s }])) as Record<
    string,
    { value: HelpRequestStatus }
  >,
});
const HelpRequestStatusAction = builder.enumType("HelpRequestStatusAction", { values: HELP_STATUS_ACTIONS });

const fullName = (name: string | null, surname: string | null) => (name ? `${name} ${surname ?? ""}`.trim() : null);

const HelpRequestRef = builder.objectRef<HelpRequestRecord>("HelpRequest").implement({
  description: "A help request and where it stands (staff only).",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    email: t.exposeString("email", { description: "Where replies are mailed" }),
    topic: t.exposeString("topic"),
    message: t.exposeString("message"),
    locale: t.exposeString("locale", { description: "The language replies are mailed in" }),
    fromAccount: t.boolean({ resolve: (r) => r.userId !== null }),
    status: t.field({ type: HelpRequestStatusEnum, resolve: (r) => r.status }),
    assigneeId: t.exposeID("assigneeId", { nullable: true }),
    assigneeName: t.string({
      nullable: true,
      resolve: (r) => fullName(r.assigneeName ?? null, r.assigneeSurname ?? null),
    }),
    createdAt: t.string({ resolve: (r) => r.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (r) => r.updatedAt.toISOString() }),
  }),
});

const HelpRequestEventRef = builder.objectRef<HelpEventRecord>("HelpRequestEvent").implement({
  description: "One entry of a help request's history: a status change, a reply (with its text) or an assignment.",
  fields: (t) => ({
    id: t.exposeID("id"),
    action: t.exposeString("action", { description: "TAKE | REPLY | CLOSE | REOPEN | ASSIGN" }),
    fromStatus: t.field({ type: HelpRequestStatusEnum, resolve: (e) => e.fromStatus }),
    toStatus: t.field({ type: HelpRequestStatusEnum, resolve: (e) => e.toStatus }),
    message: t.exposeString("message", { nullable: true }),
    actorName: t.string({ nullable: true, resolve: (e) => fullName(e.actorName, e.actorSurname) }),
    assigneeName: t.string({ nullable: true, resolve: (e) => fullName(e.assigneeName, e.assigneeSurname) }),
    mailFailed: t.boolean({ description: "A reply whose mail could not be delivered", resolve: (e) => !!e.mailError }),
    createdAt: t.string({ resolve: (e) => e.createdAt.toISOString() }),
  }),
});

const StaffMember = builder.objectRef<HelpRequestDetailRecord["staff"][number]>("StaffMember").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name"), email: t.exposeString("email") }),
});

const HelpRequestDetail = builder.objectRef<HelpRequestDetailRecord>("HelpRequestDetail").implement({
  fields: (t) => ({
    request: t.field({ type: HelpRequestRef, resolve: (d) => d.request }),
    history: t.field({ type: [HelpRequestEventRef], resolve: (d) => d.events }),
    actions: t.stringList({
      description: "The moves the request's status allows now",
      resolve: (d) => helpRequestActionsFrom(d.request.status),
    }),
    staff: t.field({ type: [StaffMember], description: "Who it can be assigned to", resolve: (d) => d.staff }),
  }),
});

builder.queryFields((t) => ({
  helpRequests: t.field({
    type: [HelpRequestRef],
    description: "Staff: help requests, newest first; by status, or only the open ones (new and in progress).",
    args: { status: t.arg({ type: HelpRequestStatusEnum }), open: t.arg.boolean() },
    resolve: (_root, args, ctx) =>
      ctx.services.accounts.listHelpRequests(ctx.actor, args.status ?? (args.open ? "open" : "all")),
  }),
  helpRequest: t.field({
    type: HelpRequestDetail,
    description: "Staff: one help request with its history.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => ctx.services.accounts.helpRequestDetail(ctx.actor, String(id)),
  }),
}));

builder.mutationFields((t) => ({
  replyToHelpRequest: t.field({
    type: HelpRequestRef,
    description: "Staff: mails a reply to the requester (answered; closed with `close`).",
    args: {
      id: t.arg.id({ required: true }),
      message: t.arg.string({ required: true }),
      close: t.arg.boolean(),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.accounts.replyToHelpRequest(ctx.actor, {
        id: String(args.id),
        message: args.message,
        close: args.close ?? false,
        baseUrl: ctx.services.baseUrl(ctx.origin),
      }),
  }),
  changeHelpRequestStatus: t.field({
    type: HelpRequestRef,
    description:
      "Staff: TAKE (in progress, assigned to the caller), CLOSE or REOPEN; others answer invalidStatusChange.",
    args: { id: t.arg.id({ required: true }), action: t.arg({ type: HelpRequestStatusAction, required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.accounts.changeHelpRequestStatus(ctx.actor, { id: String(args.id), action: args.action }),
  }),
  assignHelpRequest: t.field({
    type: HelpRequestRef,
    description: "Staff: assigns a request to a staff member, or to nobody without assigneeId.",
    args: { id: t.arg.id({ required: true }), assigneeId: t.arg.id() },
    resolve: (_root, args, ctx) =>
      ctx.services.accounts.assignHelpRequest(ctx.actor, {
        id: String(args.id),
        assigneeId: args.assigneeId ? String(args.assigneeId) : null,
      }),
  }),
}));

import { z } from "zod";
import { dealCard } from "./deals.ts";
import { idText, text as limitedText, TEXT_LIMITS } from "../text-rules.ts";
import { OFFER_KINDS, OFFER_STATUSES } from "./offers.ts";
import { requiredText, optionalText } from "./fields.ts";

/**
 * Conversations between companies (issue 27; DESIGN §7; docs/decisions/030): what starting one,
 * sending a message and listing take, and what they answer. The REST edge and the domain check the
 * same schemas; field codes are `common.json` `fieldErrors`.
 */

/** What a conversation was opened about: an offer, or a company (from its profile). */
export const CONVERSATION_SUBJECTS = ["offer", "company"] as const;
export type ConversationSubject = (typeof CONVERSATION_SUBJECTS)[number];
/** A company's conversations: the ones its side has not archived, or its archive. */
export const CONVERSATION_LISTS = ["ongoing", "archive"] as const;
export type ConversationList = (typeof CONVERSATION_LISTS)[number];

export const CONVERSATION_LIMITS = {
  /** Characters of a message after trimming (as the advisor's chat). */
  messageMax: TEXT_LIMITS.message,
  /** Conversations on a page of the list. */
  pageSize: 20,
  /** Messages on a page of a conversation. */
  messagesPage: 50,
  /** Characters of the last message shown on the list. */
  previewMax: 160,
  /** Files a company may send in conversations in 24 hours, and their bytes (the file store's share). */
  filesPerDay: 100,
  fileBytesPerDay: 500 * 1024 * 1024,
} as const;

/** A message's text: 1 to 4000 characters after trimming, line breaks allowed; stored trimmed. */
const messageText = () =>
  requiredText({ max: CONVERSATION_LIMITS.messageMax, multiLine: true }).transform((v) => v.trim());

/** A new message. */
export const messageInput = z.object({ text: messageText() });
export type MessageInput = z.input<typeof messageInput>;

/** A read marker: up to a message of the conversation, or (without one) its newest. */
export const readInput = z.object({ messageId: idText().optional() });

/** Starting a conversation: about an offer, or with a company; optionally with its first message. */
export const conversationStart = z
  .object({
    offerId: idText().optional(),
    companyId: idText().optional(),
    text: optionalText({ max: CONVERSATION_LIMITS.messageMax, multiLine: true }).transform(
      (v) => v?.trim() || undefined,
    ),
  })
  .superRefine((v, ctx) => {
    if (Boolean(v.offerId) === Boolean(v.companyId))
      ctx.addIssue({ code: "custom", path: [], message: "offerOrCompany" });
  });
export type ConversationStart = z.input<typeof conversationStart>;

/** A query's yes or no (a query parameter is text). */
const flag = z.enum(["true", "false"]).optional();

/** The list's query: which list, unread first, a phrase (3 characters at least), a page from 1. */
export const conversationQuery = z.object({
  which: z.enum(CONVERSATION_LISTS).default("ongoing"),
  unreadFirst: flag,
  phrase: limitedText(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ConversationQuery = z.input<typeof conversationQuery>;

const place = z.object({ country: z.string(), postalCode: z.string(), city: z.string() });

/** What the list and the conversation show of the offer it is about. */
export const conversationOffer = z.object({
  id: z.string(),
  companyId: z.string(),
  kind: z.enum(OFFER_KINDS),
  status: z.enum(OFFER_STATUSES),
  origin: place,
  dest: place.nullable(),
  loadFrom: z.string(),
  weightKg: z.number(),
});
export type ConversationOffer = z.infer<typeof conversationOffer>;

/** A file sent with a message (PDF, JPEG or PNG, typed by its bytes; 20 MB at most). */
export const conversationAttachment = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type ConversationAttachment = z.infer<typeof conversationAttachment>;

/** A message with a file: its text may be empty (1 to 4000 characters otherwise, trimmed). */
export const fileMessageInput = z.object({
  text: optionalText({ max: CONVERSATION_LIMITS.messageMax, multiLine: true }).transform((v) => v?.trim() ?? ""),
});

export const conversationMessage = z.object({
  id: z.string(),
  sequence: z.number().int(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  /** Written by someone of the reader's company. */
  own: z.boolean(),
  text: z.string(),
  /** A step of the pair's negotiation or transaction (issue 28), shown as a card; `text` is empty then. */
  card: dealCard.nullable(),
  /** Files sent with it (at most one today). */
  attachments: z.array(conversationAttachment),
  createdAt: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessage>;

/** A conversation as its participant's company sees it. */
export const conversationSummary = z.object({
  id: z.string(),
  subject: z.enum(CONVERSATION_SUBJECTS),
  otherCompany: z.object({ id: z.string(), name: z.string() }),
  offer: conversationOffer.nullable(),
  lastMessage: conversationMessage
    .pick({ sequence: true, authorName: true, companyId: true, own: true, createdAt: true, card: true })
    .extend({ preview: z.string(), fileName: z.string().nullable() })
    .nullable(),
  /** Messages of the other company the reader has not read. */
  unread: z.number().int(),
  /** Archived by the reader's company. */
  archived: z.boolean(),
  /** Either company denies the other: read-only. */
  blocked: z.boolean(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

export const conversationPage = z.object({
  items: z.array(conversationSummary),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ConversationPage = z.infer<typeof conversationPage>;

/** One conversation with a page of its messages (oldest first); `before` asks for the page before. */
export const conversationView = z.object({
  conversation: conversationSummary,
  messages: z.array(conversationMessage),
  /** The `before` of the older page, or null at the first message. */
  before: z.number().int().nullable(),
  /** The sequence of the last message the reader has read (0: none). */
  lastReadSequence: z.number().int(),
});
export type ConversationView = z.infer<typeof conversationView>;

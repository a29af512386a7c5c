import { bigint, date, index, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { DOCUMENT_STATUSES, DOCUMENT_TYPES, FILE_KINDS, FILE_PURPOSES } from "../../shared/contracts/documents.ts";
import { companies, users } from "./accounts.ts";
import { complaints } from "./complaints.ts";
import { conversationMessages } from "./conversations.ts";

/**
 * A company's document (spec §3): of one type, checked by staff (pending → accepted or rejected,
 * with a reason), valid from/to as staff set it. Its files are `media_files` rows.
 */
export const companyDocuments = pgTable(
  "company_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    type: text("type", { enum: DOCUMENT_TYPES }).notNull(),
    status: text("status", { enum: DOCUMENT_STATUSES }).notNull().default("pending"),
    validFrom: date("valid_from", { mode: "string" }),
    validTo: date("valid_to", { mode: "string" }),
    /** Staff's note to the company (shown with the document). */
    staffNote: text("staff_note"),
    rejectionReason: text("rejection_reason"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("company_documents_company_idx").on(t.companyId, t.createdAt)],
);

/**
 * An uploaded file (DESIGN §7): the company that owns it, who uploaded it, where its bytes are
 * (a generated key), the user's name for it (metadata only), the type its bytes show, size and
 * SHA-256. A file of a document, of a conversation's message or of a complaint links to it; `purpose` names
 * what it is for.
 */
export const mediaFiles = pgTable(
  "media_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    documentId: uuid("document_id").references(() => companyDocuments.id, { onDelete: "cascade" }),
    /** A file sent in a conversation between companies: readable by both companies' members. */
    conversationMessageId: uuid("conversation_message_id").references(() => conversationMessages.id, {
      onDelete: "cascade",
    }),
    /** A file of a complaint (its author's, or the response's): readable by both companies and staff. */
    complaintId: uuid("complaint_id").references(() => complaints.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: FILE_PURPOSES }).notNull(),
    storageKey: text("storage_key").notNull().unique(),
    originalName: text("original_name").notNull(),
    contentType: text("content_type", { enum: FILE_KINDS }).notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    sha256: varchar("sha256", { length: 64 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("media_files_company_idx").on(t.companyId),
    index("media_files_document_idx").on(t.documentId, t.createdAt),
    index("media_files_conversation_message_idx").on(t.conversationMessageId),
    index("media_files_complaint_idx").on(t.complaintId, t.createdAt),
  ],
);

/**
 * Stored bytes to remove: the key of an upload under way (written before its bytes, removed with
 * the row that records the file) and the key of every file row deleted (a trigger writes it, also
 * on a cascade from a deleted company or account; guides' files alike). The orphan sweep deletes
 * the bytes of entries older than an hour and then the entry.
 */
export const storedFileRemovals = pgTable(
  "stored_file_removals",
  {
    storageKey: text("storage_key").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stored_file_removals_created_idx").on(t.createdAt)],
);

import { and, eq, inArray, max } from "drizzle-orm";
import { type DealTerms, transactionNumber } from "../shared/contracts/deals.ts";
import { addDays, todayInPoland } from "../shared/contracts/offers.ts";
import type { Db } from "./client.ts";
import { seedDemoComplaint } from "./seed-complaints.ts";
import {
  conversationMessages,
  conversationReads,
  conversationSides,
  conversations,
  offerPlaces,
  offers,
  proposals,
  ratings,
  transactionSteps,
  transactions,
  users,
} from "./schema/index.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const DAY = 86_400_000;
const WROCLAW = { country: "PL", postalCode: "50-001", city: "Wrocław" };
const VIENNA = { country: "AT", postalCode: "1010", city: "Wien" };

interface Ctx {
  tx: Tx;
  demo: string;
  carrier: string;
  anna: typeof users.$inferSelect;
  marek: typeof users.$inferSelect;
  annaName: string;
  marekName: string;
  loadFrom: string;
  unloadFrom: string;
}

const at = (daysAgo: number, minutes = 0) => new Date(Date.now() - daysAgo * DAY + minutes * 60_000);

/**
 * A deal already carried out between the two demo companies (issue 28): the demo company's load
 * from Wrocław to Vienna, proposed by the second company's admin at 1 900 EUR, accepted by the
 * demo admin, loaded twelve days ago, completed by both, rated both ways, with its cards in their
 * conversation and a complaint about a damaged pallet waiting for staff, so /archive/transactions,
 * the profiles, the conversation and the complaint pages show one at first start. Made once: a
 * transaction between the two means it is there (or was changed by people).
 */
export async function seedDemoDeal(tx: Tx, demoCompanyId: string, carrierCompanyId: string, emails: [string, string]) {
  const [existing] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.shipperCompanyId, demoCompanyId), eq(transactions.carrierCompanyId, carrierCompanyId)))
    .limit(1);
  if (existing) return;
  const [anna] = await tx.select().from(users).where(eq(users.email, emails[0]));
  const [marek] = await tx.select().from(users).where(eq(users.email, emails[1]));
  if (!anna || !marek) return;
  const today = todayInPoland();
  const loadFrom = addDays(today, -12);
  const unloadFrom = addDays(today, -10);
  const annaName = `${anna.name} ${anna.surname}`;
  const marekName = `${marek.name} ${marek.surname}`;
  const c: Ctx = {
    tx,
    demo: demoCompanyId,
    carrier: carrierCompanyId,
    anna,
    marek,
    annaName,
    marekName,
    loadFrom,
    unloadFrom,
  };
  const offerId = await dealOffer(c);
  const conversationId = await dealConversation(c, offerId);
  const proposalId = await dealProposal(c, offerId, conversationId);
  const deal = await dealTransaction(c, offerId, proposalId, conversationId);
  await dealMessages(c, conversationId, proposalId, deal);
  await dealRatings(c, deal.id);
  await seedDemoComplaint(tx, {
    transactionId: deal.id,
    demo: demoCompanyId,
    carrier: carrierCompanyId,
    anna: { id: anna.id, name: annaName },
    marek: { id: marek.id, name: marekName },
  });
}

/** The demo company's load, off the exchange since it was concluded. */
async function dealOffer({ tx, demo, anna, loadFrom, unloadFrom }: Ctx) {
  const [offer] = await tx
    .insert(offers)
    .values({
      companyId: demo,
      kind: "load",
      status: "archived",
      loadFrom,
      unloadFrom,
      endsOn: unloadFrom,
      originCountry: WROCLAW.country,
      originPostalCode: WROCLAW.postalCode,
      originCity: WROCLAW.city,
      destCountry: VIENNA.country,
      destPostalCode: VIENNA.postalCode,
      destCity: VIENNA.city,
      goods: "Płytki ceramiczne na paletach",
      weightKg: 9000,
      bodyTypes: ["curtain"],
      createdBy: anna.id,
      createdAt: at(16),
      archivedAt: at(14),
    })
    .returning();
  await tx.insert(offerPlaces).values([
    { ...WROCLAW, offerId: offer!.id, role: "loading", position: 0 },
    { ...VIENNA, offerId: offer!.id, role: "unloading", position: 0 },
  ]);
  return offer!.id;
}

/** The pair's conversation about it. */
async function dealConversation({ tx, demo, carrier, marek }: Ctx, offerId: string) {
  const [conversation] = await tx
    .insert(conversations)
    .values({
      companyId: carrier,
      otherCompanyId: demo,
      subject: "offer",
      offerId,
      startedBy: marek.id,
      createdAt: at(15),
      lastMessageAt: at(9),
    })
    .returning();
  await tx.insert(conversationSides).values([
    { conversationId: conversation!.id, companyId: carrier },
    { conversationId: conversation!.id, companyId: demo },
  ]);
  return conversation!.id;
}

/** The second company's price, accepted by the demo admin. */
async function dealProposal(
  { tx, demo, carrier, anna, marek, annaName, marekName }: Ctx,
  offerId: string,
  conversationId: string,
) {
  const [proposal] = await tx
    .insert(proposals)
    .values({
      offerId,
      conversationId,
      fromCompanyId: carrier,
      toCompanyId: demo,
      proposedBy: marek.id,
      proposedByName: marekName,
      price: 1900,
      currency: "EUR",
      paymentDays: 30,
      status: "accepted",
      decidedBy: anna.id,
      decidedByName: annaName,
      decidedAt: at(14),
      createdAt: at(15),
    })
    .returning();
  return proposal!.id;
}

/** The transaction, completed by both, with its history. */
async function dealTransaction(c: Ctx, offerId: string, proposalId: string, conversationId: string) {
  const { tx, demo, carrier, anna, marek, annaName, marekName, loadFrom, unloadFrom } = c;
  const route: DealTerms = {
    kind: "load",
    loading: [WROCLAW],
    unloading: [VIENNA],
    loadFrom,
    loadTo: null,
    unloadFrom,
    unloadTo: null,
    goods: "Płytki ceramiczne na paletach",
    weightKg: 9000,
    bodyTypes: ["curtain"],
    adr: false,
    notes: null,
  };
  const [deal] = await tx
    .insert(transactions)
    .values({
      offerId,
      proposalId,
      conversationId,
      shipperCompanyId: demo,
      carrierCompanyId: carrier,
      price: 1900,
      currency: "EUR",
      paymentDays: 30,
      route,
      loadFrom,
      unloadDue: unloadFrom,
      status: "completed",
      proposedBy: marek.id,
      proposedByName: marekName,
      acceptedBy: anna.id,
      acceptedByName: annaName,
      doneByCompanyId: carrier,
      doneAt: at(10),
      completedAt: at(9),
      createdAt: at(14),
      updatedAt: at(9),
    })
    .returning();
  const steps = [
    { step: "concluded", companyId: demo, userId: anna.id, userName: annaName, createdAt: at(14) },
    { step: "started", createdAt: at(12) },
    { step: "markDone", companyId: carrier, userId: marek.id, userName: marekName, createdAt: at(10) },
    { step: "markDone", companyId: demo, userId: anna.id, userName: annaName, createdAt: at(9) },
    { step: "completed", createdAt: at(9) },
  ] as const;
  await tx.insert(transactionSteps).values(steps.map((s) => ({ ...s, transactionId: deal!.id })));
  return deal!;
}

/** Their first message and the cards of the proposal, its acceptance and the completion. */
async function dealMessages(
  { tx, demo, carrier, anna, marek }: Ctx,
  conversationId: string,
  proposalId: string,
  deal: { id: string; sequence: number; createdAt: Date },
) {
  const number = transactionNumber(deal.sequence, deal.createdAt);
  const card = { proposalId, price: 1900, currency: "EUR" as const, paymentDays: 30, terms: null };
  const carrierSays = { authorId: marek.id, authorCompanyId: carrier };
  const demoSays = { authorId: anna.id, authorCompanyId: demo };
  await tx.insert(conversationMessages).values(
    [
      { ...carrierSays, body: "Dzień dobry, mamy wolną firankę z Wrocławia w tym terminie.", createdAt: at(15) },
      {
        ...carrierSays,
        card: { kind: "proposal", step: "proposed", ...card, transactionId: null },
        createdAt: at(15, 1),
      },
      {
        ...demoSays,
        card: { kind: "proposal", step: "accepted", ...card, transactionId: deal.id },
        createdAt: at(14),
      },
      {
        ...demoSays,
        card: { kind: "transaction", step: "completed", transactionId: deal.id, number, reason: null },
        createdAt: at(9),
      },
    ].map((m) => ({
      body: "",
      card: null,
      ...m,
      conversationId,
    })) as (typeof conversationMessages.$inferInsert)[],
  );
  // An old conversation: everyone of both companies has read it (no unread count from the demo).
  const [last] = await tx
    .select({ sequence: max(conversationMessages.sequence) })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId));
  const people = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.companyId, [demo, carrier]));
  await tx
    .insert(conversationReads)
    .values(people.map((p) => ({ conversationId, userId: p.id, lastReadSequence: last!.sequence ?? 0 })))
    .onConflictDoNothing();
}

/** Both ratings, the demo company's answer to the one it got. */
async function dealRatings({ tx, demo, carrier, anna, marek, annaName, marekName }: Ctx, transactionId: string) {
  await tx.insert(ratings).values([
    {
      transactionId,
      raterCompanyId: demo,
      ratedCompanyId: carrier,
      ratedRole: "carrier",
      raterUserId: anna.id,
      raterName: annaName,
      communication: 5,
      punctuality: 5,
      care: 4,
      comment: "Terminowo, z kompletem dokumentów. Jedna paleta lekko obtłuczona.",
      createdAt: at(8),
      updatedAt: at(8),
    },
    {
      transactionId,
      raterCompanyId: carrier,
      ratedCompanyId: demo,
      ratedRole: "shipper",
      raterUserId: marek.id,
      raterName: marekName,
      payment: 5,
      fairness: 5,
      communication: 4,
      comment: "Zapłata przed terminem, sprawny załadunek.",
      answer: "Dziękujemy, zapraszamy do kolejnych zleceń.",
      answeredBy: anna.id,
      answeredByName: annaName,
      answeredAt: at(7),
      createdAt: at(8),
      updatedAt: at(8),
    },
  ]);
}

import type { Db } from "./client.ts";
import { complaintEvents, complaints } from "./schema/index.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const DAY = 86_400_000;
const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);

interface Person {
  id: string;
  name: string;
}

/**
 * The demo deal's complaint (issue 28; ADR 033): the demo company complains of the pallet damaged
 * on the way, the carrier has responded, and it waits in staff's queue, so the company's
 * complaints page, the carrier's and `/portal/complaints` show one at first start.
 */
export async function seedDemoComplaint(
  tx: Tx,
  deal: { transactionId: string; demo: string; carrier: string; anna: Person; marek: Person },
) {
  const [made] = await tx
    .insert(complaints)
    .values({
      authorCompanyId: deal.demo,
      againstCompanyId: deal.carrier,
      transactionId: deal.transactionId,
      authorUserId: deal.anna.id,
      authorName: deal.anna.name,
      text: "Jedna z 33 palet dotarła z uszkodzonym narożnikiem (folia rozdarta, 2 kartony zgniecione). Odbiorca wpisał uwagę do CMR. Prosimy o pokrycie kosztu wymiany towaru: 480 zł.",
      response:
        "Uszkodzenie powstało przy rozładunku wózkiem odbiorcy, co kierowca zgłosił na miejscu. Załączymy zdjęcia z rozładunku.",
      respondedBy: deal.marek.id,
      respondedByName: deal.marek.name,
      respondedAt: at(6),
      createdAt: at(7),
      updatedAt: at(6),
    })
    .returning({ id: complaints.id });
  await tx.insert(complaintEvents).values([
    {
      complaintId: made!.id,
      event: "filed",
      side: "author",
      userId: deal.anna.id,
      userName: deal.anna.name,
      createdAt: at(7),
    },
    {
      complaintId: made!.id,
      event: "responded",
      side: "against",
      userId: deal.marek.id,
      userName: deal.marek.name,
      createdAt: at(6),
    },
  ]);
}

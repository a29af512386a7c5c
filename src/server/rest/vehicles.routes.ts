import { createRoute, z } from "@hono/zod-openapi";
import { vehicleInput, vehicleRecord, wireVehicle } from "../../shared/contracts/vehicles.ts";
import { idText } from "../../shared/text-rules.ts";
import { actorOf, bearer, createRouter, errorResponses, json, refusal } from "./openapi.ts";

const reads = {
  403: refusal("Missing permission (viewOwnCompany), or an account without a company (userIsNotPartOfCompany)"),
  404: refusal("No such vehicle of the caller's company (vehicleNotFound)"),
};
const changes = {
  403: refusal(
    "Missing permission (editOwnVehicles), another company's vehicle (deniedUpdateOfVehicle), or adding past the plan (operationIsRestricted)",
  ),
  404: refusal("No such vehicle (vehicleNotFound)"),
  409: refusal("The company already has a vehicle with this registration number (vehicleRegistrationTaken)"),
};

// The record of the contract; on the wire a date is ISO text.
const VehicleSchema = vehicleRecord.extend({ createdAt: z.string(), updatedAt: z.string() }).openapi("Vehicle");
const vehicleParam = z.object({ vehicleId: idText() });
const body = { body: { required: true, content: { "application/json": { schema: vehicleInput } } } };

const list = createRoute({
  method: "get",
  path: "/company/vehicles",
  tags: ["vehicles"],
  summary: "The caller's company's vehicles, by registration number",
  security: bearer,
  responses: { 200: json(z.object({ items: z.array(VehicleSchema) }), "Vehicles"), ...errorResponses, ...reads },
});

const one = createRoute({
  method: "get",
  path: "/company/vehicles/{vehicleId}",
  tags: ["vehicles"],
  summary: "One vehicle of the caller's company (another company's answers 404)",
  security: bearer,
  request: { params: vehicleParam },
  responses: { 200: json(VehicleSchema, "The vehicle"), ...errorResponses, ...reads },
});

const create = createRoute({
  method: "post",
  path: "/company/vehicles",
  tags: ["vehicles"],
  summary: "Adds a vehicle (registration number normalised: upper case, no spaces or dashes; unique in the company)",
  security: bearer,
  request: body,
  responses: { 201: json(VehicleSchema, "The vehicle"), ...errorResponses, ...changes },
});

const update = createRoute({
  method: "put",
  path: "/company/vehicles/{vehicleId}",
  tags: ["vehicles"],
  summary: "Replaces every field of a vehicle of the caller's company",
  security: bearer,
  request: { params: vehicleParam, ...body },
  responses: { 200: json(VehicleSchema, "The vehicle after the change"), ...errorResponses, ...changes },
});

const remove = createRoute({
  method: "delete",
  path: "/company/vehicles/{vehicleId}",
  tags: ["vehicles"],
  summary: "Deletes a vehicle of the caller's company",
  security: bearer,
  request: { params: vehicleParam },
  responses: { 200: json(z.object({ id: z.string() }), "Deleted"), ...errorResponses, ...changes },
});

/** `/new-api` vehicle routes (docs/decisions/027). */
export const vehicleRoutes = createRouter()
  .openapi(list, async (c) => {
    const items = await c.var.services.vehicles.myVehicles(actorOf(c));
    return c.json({ items: items.map(wireVehicle) }, 200);
  })
  .openapi(one, async (c) =>
    c.json(wireVehicle(await c.var.services.vehicles.vehicleOf(actorOf(c), c.req.valid("param").vehicleId)), 200),
  )
  .openapi(create, async (c) =>
    c.json(wireVehicle(await c.var.services.vehicles.addVehicle(actorOf(c), c.req.valid("json"))), 201),
  )
  .openapi(update, async (c) => {
    const { vehicleId } = c.req.valid("param");
    const changed = await c.var.services.vehicles.updateVehicle(actorOf(c), vehicleId, c.req.valid("json"));
    return c.json(wireVehicle(changed), 200);
  })
  .openapi(remove, async (c) => {
    const { id } = await c.var.services.vehicles.deleteVehicle(actorOf(c), c.req.valid("param").vehicleId);
    return c.json({ id }, 200);
  });

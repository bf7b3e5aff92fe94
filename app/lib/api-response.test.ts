import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readApiData, readApiPage } from "./api-response.server";

const itemSchema = z.object({ id: z.string(), name: z.string() });

const meta = {
  current_page: 1,
  from: 1,
  last_page: 1,
  links: [],
  path: "/api/things",
  per_page: 50,
  to: 1,
  total: 1,
};

describe("reading the API's answers against its contract", () => {
  it("answers the data of an answer that matches", async () => {
    const response = Response.json({ data: { id: "a", name: "Anvil" } });
    await expect(readApiData(response, itemSchema)).resolves.toEqual({ id: "a", name: "Anvil" });
  });

  it("fails with spec section 5's message when the data does not match", async () => {
    const response = Response.json({ data: { id: "a", name: 7 } });
    const error = await readApiData(response, itemSchema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe("Validation or transformation failed");
    expect((error as Error).cause).toBeInstanceOf(z.ZodError);
  });

  it("fails the same way when the envelope is missing", async () => {
    const response = Response.json({ id: "a", name: "Anvil" });
    await expect(readApiData(response, itemSchema)).rejects.toThrow(
      "Validation or transformation failed",
    );
  });

  it("reads a page whose items and meta match", async () => {
    const response = Response.json({ data: [{ id: "a", name: "Anvil" }], meta });
    await expect(readApiPage(response, itemSchema)).resolves.toEqual({
      data: [{ id: "a", name: "Anvil" }],
      meta,
    });
  });

  it("fails a page with an item that does not match", async () => {
    const response = Response.json({ data: [{ id: "a" }], meta });
    await expect(readApiPage(response, itemSchema)).rejects.toThrow(
      "Validation or transformation failed",
    );
  });

  it("fails a page whose meta is not the paged shape", async () => {
    const response = Response.json({ data: [], meta: { page: 1 } });
    await expect(readApiPage(response, itemSchema)).rejects.toThrow(
      "Validation or transformation failed",
    );
  });
});

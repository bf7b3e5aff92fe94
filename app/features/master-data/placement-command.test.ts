import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { apiContext } from "~/lib/api-context.server";
import { placementCommand } from "./asset-types-api.server";

/** A context whose API client records the paths it is asked for. */
function contextRecordingCalls() {
  const paths: string[] = [];
  const context = new RouterContextProvider();
  context.set(apiContext, {
    request: async (path: string) => {
      paths.push(path);
      return new Response(null, { status: 204 });
    },
  });
  return { context, paths };
}

describe("placementCommand", () => {
  it("sends generate, up and down for a posted form", async () => {
    const { context, paths } = contextRecordingCalls();
    const post = new Request("http://127.0.0.1/admin/master-data/t1", { method: "POST" });
    await placementCommand(context, post, "t1", "form-fields", "generate");
    await placementCommand(context, post, "t1", "table-fields", { id: "f1", direction: "up" });
    await placementCommand(context, post, "t1", "form-fields", {
      id: "f2",
      direction: "down",
      position: 3,
    });
    expect(paths).toEqual([
      "/api/dynamic-assets/asset-types/t1/form-fields/generate",
      "/api/dynamic-assets/asset-types/t1/table-fields/f1/up",
      // The position the row was drawn at: a repeat of the same post moves nothing more.
      "/api/dynamic-assets/asset-types/t1/form-fields/f2/down?position=3",
    ]);
  });

  it("sends nothing for a GET (a loader, a prefetch, a crawler following a link)", async () => {
    const { context, paths } = contextRecordingCalls();
    const get = new Request("http://127.0.0.1/admin/master-data/t1");
    expect(() => placementCommand(context, get, "t1", "form-fields", "generate")).toThrow(
      /only a posted form/,
    );
    expect(() =>
      placementCommand(context, get, "t1", "form-fields", { id: "f1", direction: "down" }),
    ).toThrow(/only a posted form/);
    expect(paths).toEqual([]);
  });
});

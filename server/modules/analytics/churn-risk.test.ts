import { describe, expect, it } from "vitest";
import { churnRisk } from "./churn-risk.ts";

const asOf = new Date("2026-11-01T00:00:00Z");
const healthy = {
  ordersNow: 100,
  ordersBefore: 100,
  lastOnlineAt: asOf,
  asOf,
  backlogAtStart: 10,
  backlogAtEnd: 10,
  errors: 0,
  validated: 100,
  touchless: 100,
};
const points = (input: typeof healthy) =>
  Object.fromEntries(churnRisk(input).parts.map((part) => [part.key, part.points]));

describe("churn risk (decision 049)", () => {
  it("is 0 for a tenant that keeps its volume, acts today and corrects nothing", () => {
    expect(churnRisk(healthy).score).toBe(0);
  });

  it("is 85 when orders stopped and nobody acts (nothing left to correct), 100 with every part full", () => {
    expect(
      churnRisk({
        ...healthy,
        ordersNow: 0,
        lastOnlineAt: null,
        backlogAtEnd: 20,
        errors: 5,
        validated: 0,
      }).score,
    ).toBe(85);
    expect(
      churnRisk({
        ...healthy,
        ordersNow: 1,
        ordersBefore: 100,
        lastOnlineAt: null,
        backlogAtEnd: 50,
        errors: 3,
        validated: 1,
        touchless: 0,
      }).score,
    ).toBe(100);
  });

  it("shows each part's share: half the orders, 15 days away, a fifth corrected", () => {
    const input = {
      ...healthy,
      ordersNow: 50,
      lastOnlineAt: new Date("2026-10-17T00:00:00Z"),
      backlogAtEnd: 20,
      errors: 5,
      touchless: 80,
    };
    expect(points(input)).toEqual({
      decline: 15,
      inactivity: 12.5,
      backlogGrowth: 3,
      errorRate: 1.5,
      manualWork: 3,
    });
    expect(churnRisk(input).score).toBe(35);
  });

  it("does not count a rise in orders or a shrinking backlog as a risk", () => {
    expect(points({ ...healthy, ordersNow: 200, backlogAtEnd: 0 })).toMatchObject({
      decline: 0,
      backlogGrowth: 0,
    });
  });
});

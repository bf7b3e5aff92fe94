import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LineChart } from "./line-chart";

/** The y axis labels of a chart of counts, as the server draws it. */
function axisOf(values: number[]) {
  const count = new Intl.NumberFormat("en", { maximumFractionDigits: 0 });
  const html = renderToStaticMarkup(
    <LineChart
      title="Throughput"
      timestamps={values.map((_, day) => `2026-10-${String(day + 1).padStart(2, "0")}T00:00:00Z`)}
      series={[{ key: "received", label: "Received", values }]}
      formatBucket={(timestamp) => timestamp.slice(0, 10)}
      formatValue={(value) => (value === null ? "—" : count.format(value))}
      tableCaption="Figures"
      bucketHeading="Day"
      showFigures="Show the figures"
      keyboardHint="Use the arrow keys"
    />,
  );
  const svg = html.slice(html.indexOf("<svg"), html.indexOf("</svg>"));
  return [...svg.matchAll(/dominant-baseline="middle"[^>]*>([^<]*)</g)].map((match) => match[1]);
}

describe("the line chart's y axis", () => {
  it("runs from 0 to a round maximum with its middle", () => {
    expect(axisOf([3, 7, 12])).toEqual(["0", "10", "20"]);
  });

  it("leaves out a middle line that would read as a neighbour", () => {
    expect(axisOf([0, 0, 0])).toEqual(["0", "1"]);
    expect(axisOf([1, 0, 1])).toEqual(["0", "1"]);
  });
});

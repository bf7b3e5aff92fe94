/** Used when the server context is absent (e.g. under `react-router dev`). */
export const defaultProductName = "Fennec";

/** How many spec files run side by side, each worker on a database of its own (decision 031). */
export const SPEC_DATABASES = 3;

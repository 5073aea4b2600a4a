/** The signed-in user's read as a plain request: the `whoami` endpoint and the academy's server render build it here. */
export const accountReads = {
  whoami: () => ({ path: "/api/users/whoami/" }),
};

"use client";

// A reviewers' screen that fails to render: the same page as the residents' side.
export { default } from "../(public)/error";

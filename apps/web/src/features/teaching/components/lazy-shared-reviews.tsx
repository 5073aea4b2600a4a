"use client";

import dynamic from "next/dynamic";

/** The shared library's code comes with the topic page only once it renders (after the lesson). */
export const LazySharedReviews = dynamic(() => import("@/features/teaching/components/shared-reviews").then((module) => module.SharedReviews), { ssr: false });

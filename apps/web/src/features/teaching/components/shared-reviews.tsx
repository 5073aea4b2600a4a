"use client";

import { useEffect, useRef, useState } from "react";
import { PageButtons } from "@/components/ui/page-buttons";
import { type SharedReviewItem, SHARED_PAGE_SIZE, useSharedReviewsQuery } from "@/features/teaching/api/teaching-api";
import { ReplyMedia } from "@/features/teaching/components/reply-media";
import { TakePlayer } from "@/features/teaching/components/take-player";
import { VERDICT_LABELS } from "@/features/teaching/utils/timecode";
import { formatDate } from "@/lib/format";

/**
 * «Lo que el profesor respondió a otros»: the takes of this topic that their students allowed and
 * a teacher approved, with the comments on their timeline and the answer. Read only once the
 * section comes near the screen, and shown only when there is something (and the student has
 * the level: anyone else is refused by the API and sees nothing).
 */
export function SharedReviews({ levelId, topicSlug }: { levelId: number; topicSlug: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [page, setPage] = useState(1);
  useEffect(() => {
    const element = anchor.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: "400px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const shared = useSharedReviewsQuery({ level: levelId, slug: topicSlug, page }, { skip: !near });
  const data = shared.currentData ?? shared.data;
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / SHARED_PAGE_SIZE));

  return (
    <div ref={anchor}>
      {data && data.count > 0 ? (
        <section aria-labelledby="respondio-a-otros" className="flex flex-col gap-4 border-t border-neutral-200 pt-6" data-testid="shared-reviews">
          <div>
            <h2 id="respondio-a-otros" className="text-2xl font-extrabold">
              Lo que el profesor respondió a otros
            </h2>
            <p className="text-neutral-700">Tomas de este tema que otros estudiantes del nivel decidieron compartir, con los comentarios del profesor.</p>
          </div>
          <ul className="flex flex-col gap-4">
            {data.results.map((review) => (
              <SharedReview key={review.id} review={review} />
            ))}
          </ul>
          {pages > 1 ? <PageButtons label="Páginas de lo que el profesor respondió a otros" page={page} pages={pages} hasPrevious={page > 1} hasNext={page < pages} busy={shared.isFetching} onPage={setPage} /> : null}
        </section>
      ) : null}
    </div>
  );
}

function SharedReview({ review }: { review: SharedReviewItem }) {
  return (
    <li className="flex flex-col gap-3 rounded-3xl border border-neutral-200 p-4 sm:p-5" data-testid="shared-review">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-bold">{review.mine ? `${review.student} (tú)` : review.student}</span>
        <span className={review.verdict === "approved" ? "rounded-full bg-success/15 px-2.5 py-0.5 text-sm font-semibold text-success-ink" : "rounded-full bg-primary-light px-2.5 py-0.5 text-sm font-semibold text-primary-ink"}>
          {VERDICT_LABELS[review.verdict]}
        </span>
        <span className="text-sm text-neutral-600">respondida el {formatDate(review.reviewedAt)}</span>
      </p>
      <TakePlayer take={{ mediaUrl: review.mediaUrl, kind: review.kind, durationSeconds: review.durationSeconds, comments: review.comments }} preload="metadata" />
      <div className="flex flex-col gap-2 rounded-2xl bg-neutral-50 p-4">
        <p className="font-semibold">{review.teacher} respondió:</p>
        <p className="whitespace-pre-line">{review.reply}</p>
        {review.replyMedia ? <ReplyMedia media={review.replyMedia} /> : null}
      </div>
    </li>
  );
}

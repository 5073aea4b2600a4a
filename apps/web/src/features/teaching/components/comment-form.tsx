"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { type SubmissionDetailItem, useCommentSubmissionMutation } from "@/features/teaching/api/teaching-api";
import { formatTimecode } from "@/features/teaching/utils/timecode";

/** A comment pinned to the second where the teacher paused the take (or the one typed). */
export function CommentForm({ take, at, onFocus, currentTime }: { take: SubmissionDetailItem; at: number; onFocus: () => void; currentTime: () => number }) {
  const [body, setBody] = useState("");
  const [pinned, setPinned] = useState<number | null>(null);
  const [comment, state] = useCommentSubmissionMutation();
  const second = pinned ?? at;
  return (
    <form
      className="flex flex-col gap-2 rounded-3xl border border-neutral-200 p-5"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!body.trim()) return;
        const result = await comment({ id: take.id, atSeconds: Math.round(second * 10) / 10, body });
        if (!("error" in result)) {
          setBody("");
          setPinned(null);
        }
      }}
    >
      <label htmlFor="comentario" className="font-bold">
        Comentario en {formatTimecode(second)}
      </label>
      <p className="text-sm text-neutral-600">Pausa donde quieras comentar: el comentario queda fijado a ese segundo.</p>
      <textarea
        id="comentario"
        value={body}
        onFocus={() => {
          onFocus();
          setPinned(currentTime());
        }}
        onChange={(e) => setBody(e.target.value)}
        rows={3}
        maxLength={1000}
        className="rounded-xl border border-neutral-300 p-3"
      />
      <div>
        <Button type="submit" variant="dark" size="sm" disabled={state.isLoading || !body.trim()}>
          Agregar comentario
        </Button>
      </div>
    </form>
  );
}

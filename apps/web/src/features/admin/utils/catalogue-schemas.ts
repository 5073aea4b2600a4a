import { courseCreate, levelCreate, topicCreate, tutorialCreate } from "@fz/contracts/admin/catalogue";
import { z } from "zod";
import type { AdminCourseItem, AdminLevelItem, AdminTopicItem, AdminVideoItem, CourseBody, LevelBody, TopicBody, TutorialBody } from "@/features/admin/api/catalogue-api";
import {
  durationInputValue,
  parseDuration,
  parsePriceInput,
  priceDraftOf,
  priceKeyOf,
  videoDraftOf,
  videoOfDraft,
  type PriceChange,
  type PriceLike,
  type PriceKey,
  type VideoDraft,
} from "@/features/admin/utils/catalogue-forms";
import { presetChoice, presetDraftOf } from "@/features/admin/utils/practice-preset";
import type { Currency } from "@fz/contracts/commerce";

/**
 * The catalogue forms' schemas (decision 020): the contract's own fields where the form
 * holds them as the API takes them, and small field schemas for what a person types
 * differently (prices in pesos or dollars, a duration as 4:05, a video as a choice). Field
 * names are the contract's, so its Spanish messages land on the fields; each schema's output
 * is the request body.
 */

/**
 * The price boxes: each must be an amount (or empty, "not on sale"); only the boxes that
 * changed become writes, an emptied box removes its price.
 */
export function priceBoxes(stored: readonly PriceLike[]) {
  const before = priceDraftOf(stored);
  const storedMinor = new Map(stored.filter((price) => price.isActive).map((price) => [priceKeyOf(price.months, price.currency), price.amountMinor]));
  return z.record(z.string(), z.string().optional()).transform((draft, ctx) => {
    const changes: PriceChange[] = [];
    for (const key of new Set([...Object.keys(draft), ...Object.keys(before)]) as Set<PriceKey>) {
      const [monthsText, currency] = key.split(":") as [string, Currency];
      const parsed = parsePriceInput(draft[key] ?? "", currency);
      if (parsed === undefined) {
        const message = currency === "COP" ? "Escribe el precio en pesos, por ejemplo 49900." : "Escribe el precio en dólares, por ejemplo 12.99.";
        ctx.addIssue({ code: "custom", path: [key], message });
      } else if (parsed === 0) {
        ctx.addIssue({ code: "custom", path: [key], message: "El precio debe ser mayor que cero (deja la casilla vacía para no venderlo)." });
      } else if (parsed !== (storedMinor.get(key) ?? null)) {
        changes.push({ currency, amountMinor: parsed, ...(monthsText === "once" ? {} : { months: Number(monthsText) as 1 | 4 | 12 }) });
      }
    }
    return changes;
  });
}

/** "4:05" → 245 seconds; empty → null. */
export const durationText = z.string().transform((text, ctx) => {
  const seconds = parseDuration(text);
  if (seconds !== undefined) return seconds;
  ctx.addIssue({ code: "custom", message: "Escribe la duración como minutos:segundos, por ejemplo 4:05." });
  return z.NEVER;
});

/** None, a YouTube/Vimeo address or an uploaded file, with a message about what is missing. */
export function videoChoice(required: boolean) {
  return z.object({ mode: z.enum(["none", "url", "file"]), url: z.string(), file: z.string() }).transform((draft, ctx) => {
    const result = videoOfDraft(draft, required);
    if ("video" in result) return result.video;
    ctx.addIssue({ code: "custom", message: result.error });
    return z.NEVER;
  });
}

/** A slug box: empty keeps (or lets the API make) the slug; otherwise the contract's rules. */
const slugText = z
  .string()
  .transform((text) => text.trim() || undefined)
  .pipe(courseCreate.shape.slug);

/** An image box: a site path or an https URL, or nothing. */
const imageText = z
  .string()
  .transform((text) => text.trim() || null)
  .pipe(courseCreate.shape.image.unwrap());

/** Send a slug only when it changed. */
function changedSlug(slug: string | undefined, stored: string | undefined) {
  return slug && slug !== stored ? { slug } : {};
}

function priceWrites(changes: PriceChange[]) {
  return changes.length > 0 ? { prices: changes } : {};
}

// ---------------------------------------------------------------------------------------------
// Course

export function courseForm(course: AdminCourseItem) {
  return {
    schema: z
      .object({
        title: courseCreate.shape.title,
        slug: slugText,
        short_description: courseCreate.shape.short_description,
        description: courseCreate.shape.description,
        image: imageText,
        is_published: z.boolean(),
        prices: priceBoxes(course.prices),
      })
      .transform(
        (values): CourseBody => ({
          title: values.title,
          shortDescription: values.short_description,
          description: values.description,
          image: values.image,
          isPublished: values.is_published,
          ...changedSlug(values.slug, course.slug),
          ...priceWrites(values.prices),
        }),
      ),
    values: {
      title: course.title,
      slug: course.slug,
      short_description: course.shortDescription,
      description: course.description,
      image: course.image ?? "",
      is_published: course.isPublished,
      prices: priceDraftOf(course.prices) as Record<string, string>,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Level

export function levelForm(level: AdminLevelItem) {
  return {
    schema: z
      .object({
        title: levelCreate.shape.title,
        slug: slugText,
        description: levelCreate.shape.description,
        image: imageText,
        is_published: z.boolean(),
        is_special: z.boolean(),
        prices: priceBoxes(level.prices),
      })
      .transform(
        (values): LevelBody => ({
          title: values.title,
          description: values.description,
          image: values.image,
          isPublished: values.is_published,
          isSpecial: values.is_special,
          ...changedSlug(values.slug, level.slug),
          ...priceWrites(values.prices),
        }),
      ),
    values: {
      title: level.title,
      slug: level.slug,
      description: level.description,
      image: level.image ?? "",
      is_published: level.isPublished,
      is_special: level.isSpecial,
      prices: priceDraftOf(level.prices) as Record<string, string>,
    },
  };
}

/** "Nuevo nivel": a title and a description; it starts unpublished at the end of the course. */
export const newLevelSchema = z.object({
  title: z.string().trim().min(1, { error: "Escribe el título del nivel." }),
  description: z.string().trim().min(1, { error: "Escribe la descripción del nivel." }),
});

// ---------------------------------------------------------------------------------------------
// Tutorial

export function tutorialForm(video: AdminVideoItem | null) {
  return {
    schema: z
      .object({
        title: tutorialCreate.shape.title,
        slug: slugText,
        description: tutorialCreate.shape.description,
        course_id: z.string(),
        thumbnail: imageText,
        duration: durationText,
        is_published: z.boolean(),
        // The video is checked on its own, with messages about each way to give it.
        video: videoChoice(true),
        prices: priceBoxes(video?.prices ?? []),
      })
      .transform(
        (values): TutorialBody => ({
          title: values.title,
          description: values.description,
          courseId: values.course_id ? Number(values.course_id) : null,
          thumbnail: values.thumbnail,
          durationSeconds: values.duration,
          isPublished: values.is_published,
          video: values.video ?? undefined,
          ...changedSlug(values.slug, video?.slug),
          ...(values.prices.length > 0 ? { prices: values.prices.map(({ currency, amountMinor }) => ({ currency, amountMinor })) } : {}),
        }),
      ),
    values: {
      title: video?.title ?? "",
      slug: video?.slug ?? "",
      description: video?.description ?? "",
      course_id: video?.course ? String(video.course.id) : "",
      thumbnail: video?.thumbnail ?? "",
      duration: durationInputValue(video?.durationSeconds),
      is_published: video?.isPublished ?? false,
      video: (video ? videoDraftOf({ provider: video.provider, source: video.source }) : { mode: "url", url: "", file: "" }) as VideoDraft,
      prices: (video ? priceDraftOf(video.prices) : {}) as Record<string, string>,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Topic

/** A topic (new at the end of its level, or one that exists): its lesson, video and practice preset. */
export function topicForm(topic: AdminTopicItem | null) {
  return {
    schema: z
      .object({
        title: topicCreate.shape.title,
        slug: slugText,
        summary: topicCreate.shape.summary.unwrap(),
        body: topicCreate.shape.body.unwrap(),
        is_free_preview: z.boolean(),
        duration: durationText,
        video: videoChoice(false),
        practice: presetChoice,
      })
      .transform(
        (values): TopicBody => ({
          title: values.title,
          summary: values.summary,
          body: values.body,
          isFreePreview: values.is_free_preview,
          video: values.video,
          durationSeconds: values.duration,
          practicePreset: values.practice,
          ...changedSlug(values.slug, topic?.slug),
        }),
      ),
    values: {
      title: topic?.title ?? "",
      slug: topic?.slug ?? "",
      summary: topic?.summary ?? "",
      body: topic?.body ?? "",
      is_free_preview: topic?.isFreePreview ?? false,
      duration: durationInputValue(topic?.durationSeconds),
      video: videoDraftOf(topic?.video),
      practice: presetDraftOf(topic?.practicePreset),
    },
  };
}

import { Image } from "@/components/ui/image";
import { FALLBACK_IMAGE } from "@/config/courses";
import { CourseArt } from "@/features/academy/components/course-art";
import { cx } from "@/lib/cx";

/** A course's picture (decorative beside its title), or its drawn emblem when it has none. */
export function CourseCover({
  image,
  instrument,
  position,
  className,
  sizes,
  priority,
}: {
  image: string | null;
  instrument: string | null;
  position: number;
  className?: string;
  sizes?: string;
  priority?: boolean;
}) {
  if (!image) return <CourseArt instrument={instrument} position={position} className={className} />;
  return (
    <div className={cx("relative overflow-hidden bg-primary-light", className)}>
      <Image alt="" src={image} fallbackSrc={FALLBACK_IMAGE} layout="fill" sizes={sizes ?? "(min-width: 1024px) 33vw, 100vw"} priority={priority} />
    </div>
  );
}

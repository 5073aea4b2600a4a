"use client";

import { useFieldArray } from "react-hook-form";
import { toast } from "@/lib/toasts";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/form-field";
import { useZodForm } from "@/lib/forms";
import { useAppRouter } from "@/store/use-app-router";
import {
  useCreateExerciseMutation,
  useDeleteExerciseMutation,
  useUpdateExerciseMutation,
  type AdminExerciseItem,
  type AdminLevelItem,
  type ExerciseBody,
} from "@/features/admin/api/catalogue-api";
import { PlusIcon } from "@/features/admin/components/admin-icons";
import { levelItemCrumbs } from "@/features/admin/utils/level-context";
import { QuestionEditor } from "@/features/admin/components/catalogue/question-editor";
import { CrudForm } from "@/components/ui/crud-form";
import { CrudFormPage } from "@/features/admin/components/crud-form-page";
import { draftOfExercise, emptyExercise, emptyQuestion, exerciseSchema } from "@/features/admin/utils/exercise-form";

/** Creates or edits one exercise of a level: its data, then its questions in order. */
export function ExerciseForm({ level, exercise }: { level: AdminLevelItem; exercise: AdminExerciseItem | null }) {
  const router = useAppRouter();
  const [createExercise, creation] = useCreateExerciseMutation();
  const [updateExercise, update] = useUpdateExerciseMutation();
  const [deleteExercise, deletion] = useDeleteExerciseMutation();
  const form = useZodForm(exerciseSchema, { defaultValues: exercise ? draftOfExercise(exercise) : emptyExercise() });
  const questions = useFieldArray({ control: form.control, name: "questions" });
  const { errors } = form.formState;
  const saving = creation.isLoading || update.isLoading || deletion.isLoading;
  const levelPath = `/admin/catalogo/niveles/${level.id}`;

  const save = async (body: ExerciseBody) => {
    if (exercise) {
      const result = await updateExercise({ levelId: level.id, id: exercise.id, body });
      if (!result.data) return;
      form.reset(draftOfExercise(result.data));
      toast.success("Ejercicio guardado");
      return;
    }
    const result = await createExercise({ levelId: level.id, body });
    if (!result.data) return;
    toast.success(`Ejercicio «${result.data.title}» creado`);
    router.push(levelPath);
  };

  const remove = async () => {
    if (!exercise || "error" in (await deleteExercise({ levelId: level.id, id: exercise.id }))) return;
    toast.success(`Ejercicio «${exercise.title}» eliminado`);
    router.push(levelPath);
  };

  const title = exercise ? exercise.title : "Nuevo ejercicio";
  return (
    <CrudFormPage
      title={title}
      crumbs={levelItemCrumbs(level, title)}
      description={exercise ? "Al guardar, las preguntas reemplazan a las anteriores." : `Un cuestionario del nivel ${level.title}.`}
      remove={
        exercise
          ? { label: "Eliminar ejercicio", title: "¿Eliminar este ejercicio?", busy: saving, run: remove, body: `«${exercise.title}» y sus preguntas desaparecerán del nivel. Esta acción no se puede deshacer.` }
          : undefined
      }
    >
      <CrudForm
        form={form}
        onValid={save}
        busy={saving}
        submitLabel={exercise ? "Guardar ejercicio" : "Crear ejercicio"}
        back={{ href: levelPath, label: "Volver al nivel" }}
        className="flex flex-col gap-6"
      >
        <div className="flex flex-col gap-5 rounded-2xl bg-white p-4 ring-1 ring-neutral-200 sm:p-6">
          <div className="grid gap-5 md:grid-cols-[1fr_12rem]">
            <TextField label="Título" required maxLength={200} error={errors.title?.message} {...form.register("title")} />
            <TextField label="Nota mínima (%)" required inputMode="numeric" error={errors.pass_mark?.message} {...form.register("pass_mark")} />
          </div>
          <TextAreaField label="Descripción" rows={2} error={errors.description?.message} {...form.register("description")} />
        </div>

        <section aria-labelledby="preguntas-titulo" className="flex flex-col gap-4">
          <h2 id="preguntas-titulo" className="text-xl font-extrabold">
            Preguntas ({questions.fields.length})
          </h2>
          {errors.questions?.root?.message ?? errors.questions?.message ? (
            <p className="font-medium text-error">{errors.questions?.root?.message ?? errors.questions?.message}</p>
          ) : null}
          <ol className="flex flex-col gap-4">
            {questions.fields.map((field, index) => (
              <QuestionEditor
                key={field.id}
                form={form}
                index={index}
                count={questions.fields.length}
                onMove={(direction) => questions.move(index, direction === "up" ? index - 1 : index + 1)}
                onRemove={() => questions.remove(index)}
              />
            ))}
          </ol>
          <Button variant="outline-dark" className="self-start" onClick={() => questions.append(emptyQuestion())}>
            <PlusIcon className="size-4" />
            Añadir pregunta
          </Button>
        </section>
      </CrudForm>
    </CrudFormPage>
  );
}


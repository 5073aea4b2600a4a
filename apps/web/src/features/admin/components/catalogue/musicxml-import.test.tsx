import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MusicXmlImport } from "@/features/admin/components/catalogue/musicxml-import";

const XML = `<score-partwise><part-list><score-part id="P1"><part-name>A</part-name></score-part></part-list><part id="P1"><measure number="1"><attributes><divisions>1</divisions><time><beats>2</beats><beat-type>4</beat-type></time></attributes>
<note><pitch><step>A</step><octave>4</octave></pitch><duration>1</duration></note><note><pitch><step>C</step><alter>1</alter><octave>5</octave></pitch><duration>1</duration></note></measure></part></score-partwise>`;

describe("the topic form's MusicXML import", () => {
  it("converts pasted MusicXML for the form's layout, and reports a note the layout lacks", async () => {
    const onConverted = vi.fn();
    const onError = vi.fn();
    const { rerender } = render(<MusicXmlImport layout="la-re-sol" onConverted={onConverted} onError={onError} />);
    fireEvent.change(screen.getByLabelText("O pega el MusicXML"), { target: { value: XML } });
    fireEvent.click(screen.getByRole("button", { name: "Convertir a botones (La-Re-Sol)" }));
    await waitFor(() => expect(onConverted).toHaveBeenCalledWith("afinación: la-re-sol\ntempo: 100\ncompás: 2/4\n// importada de MusicXML: 1 compás\nLa4c Do♯5c\n", null));
    expect(onError).not.toHaveBeenCalled();

    rerender(<MusicXmlImport layout="sol-do-fa" onConverted={onConverted} onError={onError} />);
    fireEvent.click(screen.getByRole("button", { name: "Convertir a botones (Sol-Do-Fa)" }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith("Compás 1: el Do♯5 no está en el acordeón Sol-Do-Fa."));
    expect(onConverted).toHaveBeenCalledTimes(1);
  });
});

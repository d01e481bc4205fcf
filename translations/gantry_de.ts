<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>CandidateNote</name>
    <message>
        <source>minimum size first</source>
        <translation>zuerst die Mindestgröße</translation>
    </message>
    <message>
        <source>ordering (teacher)</source>
        <translation>Reihenfolge (Lehrer)</translation>
    </message>
    <message>
        <source>ordering (teacher): wait for better machines</source>
        <translation>Reihenfolge (Lehrer): auf bessere Maschinen warten</translation>
    </message>
    <message>
        <source>ordering: fifo (backfill)</source>
        <translation>Reihenfolge: fifo (Backfilling)</translation>
    </message>
    <message>
        <source>placement (teacher: least expected time and fee)</source>
        <translation>Platzierung (Lehrer: geringste erwartete Zeit und Gebühr)</translation>
    </message>
    <message>
        <source>placement: cheapest-fit</source>
        <translation>Platzierung: cheapest-fit</translation>
    </message>
    <message>
        <source>order: wait</source>
        <translation>Reihenfolge: warten</translation>
    </message>
    <message>
        <source>order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>wait</source>
        <translation>warten</translation>
    </message>
    <message>
        <source>delay timer</source>
        <translation>Verzögerungstimer</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>preempted</source>
        <translation>verdrängt</translation>
    </message>
    <message>
        <source>priority changes</source>
        <translation>Priorität ändert sich</translation>
    </message>
    <message>
        <source>GPUs taken</source>
        <translation>belegte GPUs</translation>
    </message>
    <message>
        <source>predicted gain (GPU-s)</source>
        <translation>erwarteter Gewinn (GPU-s)</translation>
    </message>
    <message>
        <source>cost (GPU-s)</source>
        <translation>Kosten (GPU-s)</translation>
    </message>
    <message>
        <source>freed for the waiting job</source>
        <translation>für den wartenden Job frei gemacht</translation>
    </message>
    <message>
        <source>held for it</source>
        <translation>für ihn reserviert</translation>
    </message>
    <message>
        <source>total rate gain</source>
        <translation>Gesamtgewinn an Rate</translation>
    </message>
    <message>
        <source>topology comm cost</source>
        <translation>Kommunikationskosten der Topologie</translation>
    </message>
    <message>
        <source>age factor × weight</source>
        <translation>Altersfaktor × Gewicht</translation>
    </message>
    <message>
        <source>fair share × weight</source>
        <translation>Fair Share × Gewicht</translation>
    </message>
    <message>
        <source>reservation in (s)</source>
        <translation>Reservierung in (s)</translation>
    </message>
    <message>
        <source>partition × weight</source>
        <translation>Partition × Gewicht</translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>avg JCT</source>
        <translation>Mittl. JCT</translation>
    </message>
    <message>
        <source>p95 JCT</source>
        <translation>p95-JCT</translation>
    </message>
    <message>
        <source>makespan</source>
        <translation>Gesamtdauer</translation>
    </message>
    <message>
        <source>avg queueing</source>
        <translation>Mittl. Wartezeit</translation>
    </message>
    <message>
        <source>GPU util</source>
        <translation>GPU-Ausl.</translation>
    </message>
    <message>
        <source>comm overhead</source>
        <translation>Komm.-Overhead</translation>
    </message>
    <message>
        <source>base</source>
        <comment>the base run</comment>
        <translation>Basis</translation>
    </message>
    <message>
        <source>p95 queueing</source>
        <translation>p95-Wartezeit</translation>
    </message>
    <message>
        <source>GPU share</source>
        <translation>GPU-Anteil</translation>
    </message>
    <message>
        <source>quota use</source>
        <translation>Kontingentnutzung</translation>
    </message>
    <message>
        <source>variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>tenant</source>
        <translation>Mandant</translation>
    </message>
    <message numerus="yes">
        <source>%n rejected</source>
        <translation>
            <numerusform>%n abgelehnt</numerusform>
            <numerusform>%n abgelehnt</numerusform>
        </translation>
    </message>
    <message>
        <source>from</source>
        <translation>ab</translation>
    </message>
    <message>
        <source>jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>Per tenant (changes against the same tenant in the base):</source>
        <translation>Je Mandant (Änderungen gegenüber demselben Mandanten in der Basis):</translation>
    </message>
    <message>
        <source>cluster cost</source>
        <translation>Clusterkosten</translation>
    </message>
    <message>
        <source>usage cost</source>
        <translation>Nutzungskosten</translation>
    </message>
    <message>
        <source>cluster cost/month</source>
        <translation>Clusterkosten/Monat</translation>
    </message>
    <message>
        <source>usage cost/month</source>
        <translation>Nutzungskosten/Monat</translation>
    </message>
    <message>
        <source>Since each fork (jobs submitted from its time on, costs from then; changes against the base over the same time):</source>
        <translation>Seit jeder Abzweigung (ab ihrem Zeitpunkt eingereichte Jobs, Kosten ab dann; Änderungen gegenüber der Basis im selben Zeitraum):</translation>
    </message>
    <message numerus="yes">
        <source>%n rejected: %1</source>
        <translation>
            <numerusform>%n abgelehnt: %1</numerusform>
            <numerusform>%n abgelehnt: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not comparable: %1 of its %2 jobs never ran (the base: %3 of %4)</source>
        <translation>nicht vergleichbar: %1 seiner %2 Jobs liefen nie (die Basis: %3 von %4)</translation>
    </message>
</context>
<context>
    <name>Decision</name>
    <message>
        <source>the same cost</source>
        <translation>gleiche Kosten</translation>
    </message>
    <message>
        <source>+%1 a month</source>
        <translation>+%1 pro Monat</translation>
    </message>
    <message>
        <source>−%1 a month</source>
        <translation>−%1 pro Monat</translation>
    </message>
    <message numerus="yes">
        <source>+%n machines</source>
        <translation>
            <numerusform>+%n Maschine</numerusform>
            <numerusform>+%n Maschinen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>−%n machines</source>
        <translation>
            <numerusform>−%n Maschine</numerusform>
            <numerusform>−%n Maschinen</numerusform>
        </translation>
    </message>
    <message>
        <source>today&apos;s cluster</source>
        <translation>heutiger Cluster</translation>
    </message>
    <message>
        <source>The scenario names no service level (a plan&apos;s service_levels), so Gantry recommends none: “%1” has the lowest average JCT (%2), “%3” the lowest %4 (%5 a month).</source>
        <translation>Das Szenario nennt kein Servicelevel (die service_levels eines Plans), daher empfiehlt Gantry nichts: „%1“ hat die niedrigste mittlere JCT (%2), „%3“ die niedrigsten %4 (%5 pro Monat).</translation>
    </message>
    <message>
        <source>No option keeps %1; the closest is “%2” (%3), at %4 a month.</source>
        <translation>Keine Option hält %1 ein; am nächsten kommt „%2“ (%3), für %4 pro Monat.</translation>
    </message>
    <message>
        <source>Keep today&apos;s cluster: it keeps %1 at %2 a month (%3), and no option that does costs less.</source>
        <translation>Behalten Sie den heutigen Cluster: Er hält %1 für %2 pro Monat (%3) ein, und keine Option, die das schafft, kostet weniger.</translation>
    </message>
    <message>
        <source>Choose “%1”: it keeps %2 at the same %3 as today&apos;s cluster (%4 a month), with more room.</source>
        <translation>Wählen Sie „%1“: Es hält %2 bei gleichen %3 wie der heutige Cluster (%4 pro Monat) ein, mit mehr Spielraum.</translation>
    </message>
    <message>
        <source>Choose “%1”: it keeps %2 at the same %3 as today&apos;s cluster (%4 a month), which does not (%5).</source>
        <translation>Wählen Sie „%1“: Es hält %2 bei gleichen %3 wie der heutige Cluster (%4 pro Monat) ein, der das nicht schafft (%5).</translation>
    </message>
    <message>
        <source>Choose “%1”: it keeps %2 for %3 a month less than today&apos;s cluster (%4 %5 a month).</source>
        <translation>Wählen Sie „%1“: Es hält %2 für %3 pro Monat weniger als der heutige Cluster ein (%4 %5 pro Monat).</translation>
    </message>
    <message>
        <source>Choose “%1”, the cheapest option that keeps %2: %3 a month more than today&apos;s cluster (%4 %5 a month), which does not (%6).</source>
        <translation>Wählen Sie „%1“, die günstigste Option, die %2 einhält: %3 pro Monat mehr als der heutige Cluster (%4 %5 pro Monat), der das nicht schafft (%6).</translation>
    </message>
    <message>
        <source>today</source>
        <translation>heute</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>“%1” (%2)</source>
        <translation>„%1“ (%2)</translation>
    </message>
    <message>
        <source>Also keeping them: %1.</source>
        <translation>Ebenfalls einhaltend: %1.</translation>
    </message>
</context>
<context>
    <name>DecisionKind</name>
    <message>
        <source>start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>preempt</source>
        <translation>Verdrängen</translation>
    </message>
    <message>
        <source>resize</source>
        <translation>Größe ändern</translation>
    </message>
    <message>
        <source>wait</source>
        <translation>Warten</translation>
    </message>
    <message>
        <source>timer</source>
        <translation>Timer</translation>
    </message>
    <message>
        <source>tune</source>
        <translation>Abstimmen</translation>
    </message>
</context>
<context>
    <name>Error</name>
    <message>
        <source>the replay speed model takes no parameters</source>
        <translation>das Geschwindigkeitsmodell replay nimmt keine Parameter</translation>
    </message>
    <message>
        <source>coefficients needs six numbers per model (t0..t5); got %1</source>
        <translation>coefficients braucht sechs Zahlen pro Modell (t0..t5); erhalten: %1</translation>
    </message>
    <message>
        <source>coefficients of model %1 are all 0 (T would be 0)</source>
        <translation>die Koeffizienten von Modell %1 sind alle 0 (T wäre 0)</translation>
    </message>
    <message>
        <source>unknown speed model &apos;%1&apos; (known: placement-aware, replay, fitted)</source>
        <translation>unbekanntes Geschwindigkeitsmodell &apos;%1&apos; (bekannt: placement-aware, replay, fitted)</translation>
    </message>
    <message>
        <source>unterminated quoted field</source>
        <translation>nicht abgeschlossenes Feld in Anführungszeichen</translation>
    </message>
    <message>
        <source>unexpected character after a closing quote</source>
        <translation>unerwartetes Zeichen nach einem schließenden Anführungszeichen</translation>
    </message>
    <message>
        <source>the file is empty (expected a JSON value)</source>
        <translation>die Datei ist leer (ein JSON-Wert erwartet)</translation>
    </message>
    <message>
        <source>unexpected text after the end of the JSON value</source>
        <translation>unerwarteter Text nach dem Ende des JSON-Werts</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation>ungültiges JSON: %1</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>unexpected end of file (the JSON is truncated)</source>
        <translation>unerwartetes Dateiende (das JSON ist abgeschnitten)</translation>
    </message>
    <message>
        <source>unexpected end of file inside an object (the JSON is truncated)</source>
        <translation>unerwartetes Dateiende in einem Objekt (das JSON ist abgeschnitten)</translation>
    </message>
    <message>
        <source>expected a quoted key</source>
        <translation>einen Schlüssel in Anführungszeichen erwartet</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after a key</source>
        <translation>&apos;:&apos; nach einem Schlüssel erwartet</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; in an object</source>
        <translation>&apos;,&apos; oder &apos;}&apos; in einem Objekt erwartet</translation>
    </message>
    <message>
        <source>unexpected end of file inside a list (the JSON is truncated)</source>
        <translation>unerwartetes Dateiende in einer Liste (das JSON ist abgeschnitten)</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos; in a list</source>
        <translation>&apos;,&apos; oder &apos;]&apos; in einer Liste erwartet</translation>
    </message>
    <message>
        <source>unexpected end of file in a \u escape</source>
        <translation>unerwartetes Dateiende in einer \u-Escape-Sequenz</translation>
    </message>
    <message>
        <source>bad hex digit in a \u escape</source>
        <translation>ungültige Hexadezimalziffer in einer \u-Escape-Sequenz</translation>
    </message>
    <message>
        <source>unexpected end of file inside a string (the JSON is truncated)</source>
        <translation>unerwartetes Dateiende in einer Zeichenkette (das JSON ist abgeschnitten)</translation>
    </message>
    <message>
        <source>control character inside a string</source>
        <translation>Steuerzeichen in einer Zeichenkette</translation>
    </message>
    <message>
        <source>unexpected end of file in an escape</source>
        <translation>unerwartetes Dateiende in einer Escape-Sequenz</translation>
    </message>
    <message>
        <source>unpaired surrogate in a \u escape</source>
        <translation>ungepaartes Surrogat in einer \u-Escape-Sequenz</translation>
    </message>
    <message>
        <source>unknown escape &apos;\%1&apos;</source>
        <translation>unbekannte Escape-Sequenz &apos;\%1&apos;</translation>
    </message>
    <message>
        <source>expected a digit</source>
        <translation>eine Ziffer erwartet</translation>
    </message>
    <message>
        <source>expected a digit after &apos;.&apos;</source>
        <translation>eine Ziffer nach &apos;.&apos; erwartet</translation>
    </message>
    <message>
        <source>expected a digit in the exponent</source>
        <translation>eine Ziffer im Exponenten erwartet</translation>
    </message>
    <message>
        <source>number out of range</source>
        <translation>Zahl außerhalb des Wertebereichs</translation>
    </message>
    <message>
        <source>malformed number</source>
        <translation>fehlerhafte Zahl</translation>
    </message>
    <message>
        <source>out of memory while reading JSON</source>
        <translation>zu wenig Speicher beim Lesen von JSON</translation>
    </message>
    <message>
        <source>a time (seconds, or a number with s, m, h or d: 36h)</source>
        <translation>eine Zeitangabe (Sekunden oder eine Zahl mit s, m, h oder d: 36h)</translation>
    </message>
    <message>
        <source>unknown unit in &apos;%1&apos; (use s, m, h or d, e.g. 36h)</source>
        <translation>unbekannte Einheit in &apos;%1&apos; (verwenden Sie s, m, h oder d, z. B. 36h)</translation>
    </message>
    <message>
        <source>must be a time such as 3600, 90m, 36h or 2d (got &apos;%1&apos;)</source>
        <translation>muss eine Zeitangabe wie 3600, 90m, 36h oder 2d sein (erhalten: &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>must be &gt;= 0 (got %1)</source>
        <translation>muss &gt;= 0 sein (erhalten: %1)</translation>
    </message>
    <message>
        <source>must be a list of events (- fail: {rack: r0})</source>
        <translation>muss eine Liste von Ereignissen sein (- fail: {rack: r0})</translation>
    </message>
    <message>
        <source>an event cannot happen before its fork&apos;s time (%1)</source>
        <translation>ein Ereignis kann nicht vor dem Zeitpunkt seiner Abzweigung (%1) stattfinden</translation>
    </message>
    <message>
        <source>an event needs one of %1</source>
        <translation>ein Ereignis braucht eines von %1</translation>
    </message>
    <message>
        <source>an event does one thing; this one has %1 (make them separate events)</source>
        <translation>ein Ereignis tut genau eine Sache; dieses hat %1 (machen Sie getrennte Ereignisse daraus)</translation>
    </message>
    <message>
        <source>must be a list of machine names</source>
        <translation>muss eine Liste von Maschinennamen sein</translation>
    </message>
    <message>
        <source>no machine is called &apos;%1&apos;%2</source>
        <translation>keine Maschine heißt &apos;%1&apos;%2</translation>
    </message>
    <message>
        <source>no rack is called &apos;%1&apos;%2</source>
        <translation>kein Rack heißt &apos;%1&apos;%2</translation>
    </message>
    <message>
        <source>no GPU type is called &apos;%1&apos;%2</source>
        <translation>kein GPU-Typ heißt &apos;%1&apos;%2</translation>
    </message>
    <message>
        <source>the cluster has %1 machines of type %2, not %3</source>
        <translation>der Cluster hat %1 Maschinen vom Typ %2, nicht %3</translation>
    </message>
    <message>
        <source>name the machines: {machines: [..]}, {rack: ..} or {gpu_type: .., count: ..}</source>
        <translation>nennen Sie die Maschinen: {machines: [..]}, {rack: ..} oder {gpu_type: .., count: ..}</translation>
    </message>
    <message>
        <source>must be a mapping (a %1 section)</source>
        <translation>muss eine Zuordnung sein (ein Abschnitt %1)</translation>
    </message>
    <message>
        <source>a price event needs price_per_hour or spot_price_per_hour</source>
        <translation>ein Preisereignis braucht price_per_hour oder spot_price_per_hour</translation>
    </message>
    <message>
        <source>events belong to a fork: give the variant an &apos;at&apos; (the time it starts from)</source>
        <translation>Ereignisse gehören zu einer Abzweigung: geben Sie der Variante ein &apos;at&apos; (den Zeitpunkt, ab dem sie beginnt)</translation>
    </message>
    <message>
        <source>there is no variant %1</source>
        <translation>es gibt keine Variante %1</translation>
    </message>
    <message>
        <source>the file is empty; a scenario starts with &apos;gantry: 1&apos;</source>
        <translation>die Datei ist leer; ein Szenario beginnt mit &apos;gantry: 1&apos;</translation>
    </message>
    <message>
        <source>a scenario is a mapping of keys (gantry, name, cluster, ...)</source>
        <translation>ein Szenario ist eine Zuordnung von Schlüsseln (gantry, name, cluster, ...)</translation>
    </message>
    <message>
        <source>this file is format %1, newer than this Gantry supports (1); please upgrade Gantry</source>
        <translation>diese Datei hat Format %1, neuer als dieses Gantry unterstützt (1); bitte aktualisieren Sie Gantry</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>must be a whole number between 0 and 18446744073709551615 (got &apos;%1&apos;)</source>
        <translation>muss eine ganze Zahl zwischen 0 und 18446744073709551615 sein (erhalten: &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>unknown speed model &apos;%1&apos;%2; known: %3</source>
        <translation>unbekanntes Geschwindigkeitsmodell &apos;%1&apos;%2; bekannt: %3</translation>
    </message>
    <message>
        <source>has %1 values; the scenario&apos;s %2 models need %3 x %4 = %5 (row by row, in the order of the models)</source>
        <translation>hat %1 Werte; die %2 Modelle des Szenarios brauchen %3 × %4 = %5 (Zeile für Zeile, in der Reihenfolge der Modelle)</translation>
    </message>
    <message>
        <source>must be a non-empty list of GPU types ({name: V100, speed: 1.0, ...})</source>
        <translation>muss eine nicht leere Liste von GPU-Typen sein ({name: V100, speed: 1.0, ...})</translation>
    </message>
    <message>
        <source>GPU type &apos;%1&apos; is defined twice</source>
        <translation>GPU-Typ &apos;%1&apos; ist zweimal definiert</translation>
    </message>
    <message>
        <source>unknown GPU type &apos;%1&apos;%2; defined in cluster.gpu_types: %3</source>
        <translation>unbekannter GPU-Typ &apos;%1&apos;%2; in cluster.gpu_types definiert: %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>use either shape or racks, not both</source>
        <translation>verwenden Sie entweder shape oder racks, nicht beides</translation>
    </message>
    <message>
        <source>the cluster needs racks (or the shorthand shape: RxMxG)</source>
        <translation>der Cluster braucht racks (oder die Kurzform shape: RxMxG)</translation>
    </message>
    <message>
        <source>must be RACKSxMACHINESxGPUS with positive whole numbers, e.g. 2x32x8 (got &apos;%1&apos;)</source>
        <translation>muss RACKSxMASCHINENxGPUS mit positiven ganzen Zahlen sein, z. B. 2x32x8 (erhalten: &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>at most 64 GPUs per machine</source>
        <translation>höchstens 64 GPUs pro Maschine</translation>
    </message>
    <message>
        <source>at most %1 machines</source>
        <translation>höchstens %1 Maschinen</translation>
    </message>
    <message>
        <source>gpu_type goes with shape; with racks, each machine names its gpu_type</source>
        <translation>gpu_type gehört zu shape; mit racks nennt jede Maschine ihren gpu_type</translation>
    </message>
    <message>
        <source>missing required key &apos;gpu_types&apos; in cluster</source>
        <translation>erforderlicher Schlüssel &apos;gpu_types&apos; fehlt in cluster</translation>
    </message>
    <message>
        <source>must be a non-empty list of racks</source>
        <translation>muss eine nicht leere Liste von Racks sein</translation>
    </message>
    <message>
        <source>rack &apos;%1&apos; is defined twice</source>
        <translation>Rack &apos;%1&apos; ist zweimal definiert</translation>
    </message>
    <message>
        <source>must be a list of machines</source>
        <translation>muss eine Liste von Maschinen sein</translation>
    </message>
    <message>
        <source>missing required key &apos;gpu_type&apos; (the cluster has several GPU types)</source>
        <translation>erforderlicher Schlüssel &apos;gpu_type&apos; fehlt (der Cluster hat mehrere GPU-Typen)</translation>
    </message>
    <message>
        <source>the cluster would have more than %1 machines</source>
        <translation>der Cluster hätte mehr als %1 Maschinen</translation>
    </message>
    <message>
        <source>machine &apos;%1&apos; is defined twice</source>
        <translation>Maschine &apos;%1&apos; ist zweimal definiert</translation>
    </message>
    <message>
        <source>must be a non-empty list of model profiles</source>
        <translation>muss eine nicht leere Liste von Modellprofilen sein</translation>
    </message>
    <message>
        <source>model &apos;%1&apos; is defined twice</source>
        <translation>Modell &apos;%1&apos; ist zweimal definiert</translation>
    </message>
    <message>
        <source>must be at most 1000000 (shares are relative)</source>
        <translation>darf höchstens 1000000 sein (Anteile sind relativ)</translation>
    </message>
    <message>
        <source>must be a non-empty list of tenants (- {name: research, quota: 32})</source>
        <translation>muss eine nicht leere Liste von Mandanten sein (- {name: research, quota: 32})</translation>
    </message>
    <message>
        <source>tenant &apos;%1&apos; is declared twice</source>
        <translation>Mandant &apos;%1&apos; ist zweimal deklariert</translation>
    </message>
    <message>
        <source>the cluster has no GPU type &apos;%1&apos;%2; it has: %3</source>
        <translation>der Cluster hat keinen GPU-Typ &apos;%1&apos;%2; er hat: %3</translation>
    </message>
    <message>
        <source>is below the tenant&apos;s quota (%1 GPUs): a limit caps what it may borrow</source>
        <translation>liegt unter dem Kontingent des Mandanten (%1 GPUs): ein Limit begrenzt, was er leihen darf</translation>
    </message>
    <message>
        <source>must be a non-empty list of VC or user names</source>
        <translation>muss eine nicht leere Liste von VC- oder Benutzernamen sein</translation>
    </message>
    <message>
        <source>only one tenant may take the jobs no other tenant claims</source>
        <translation>nur ein Mandant darf die Jobs übernehmen, die kein anderer Mandant beansprucht</translation>
    </message>
    <message>
        <source>&apos;%1&apos; already belongs to tenant &apos;%2&apos;</source>
        <translation>&apos;%1&apos; gehört bereits zum Mandanten &apos;%2&apos;</translation>
    </message>
    <message>
        <source>use either trace or generator, not both</source>
        <translation>verwenden Sie entweder trace oder generator, nicht beides</translation>
    </message>
    <message>
        <source>the workload needs a trace file or a generator</source>
        <translation>die Arbeitslast braucht eine Trace-Datei oder einen Generator</translation>
    </message>
    <message>
        <source>generator_params needs a generator</source>
        <translation>generator_params braucht einen generator</translation>
    </message>
    <message>
        <source>unknown architecture &apos;%1&apos;%2; known: %3</source>
        <translation>unbekannte Architektur &apos;%1&apos;%2; bekannt: %3</translation>
    </message>
    <message>
        <source>must be vc or user (the job field that names its tenant; got &apos;%1&apos;)</source>
        <translation>muss vc oder user sein (das Job-Feld, das seinen Mandanten nennt; erhalten: &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>must be a list of job overrides ({id: ..., duration: ...})</source>
        <translation>muss eine Liste von Job-Überschreibungen sein ({id: ..., duration: ...})</translation>
    </message>
    <message>
        <source>job &apos;%1&apos; is overridden twice (first in workload.overrides[%2])</source>
        <translation>Job &apos;%1&apos; wird zweimal überschrieben (zuerst in workload.overrides[%2])</translation>
    </message>
    <message>
        <source>must be at least 1 second (got %1)</source>
        <translation>muss mindestens 1 Sekunde sein (erhalten: %1)</translation>
    </message>
    <message>
        <source>must be a list of machine shapes ({gpu_type, gpus, min, max})</source>
        <translation>muss eine Liste von Maschinenformen sein ({gpu_type, gpus, min, max})</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of cluster.gpu_types (its prices are taken from there)</source>
        <translation>&apos;%1&apos; ist keiner der cluster.gpu_types (die Preise werden von dort übernommen)</translation>
    </message>
    <message>
        <source>is below min (%1)</source>
        <translation>liegt unter min (%1)</translation>
    </message>
    <message>
        <source>the shapes&apos; max add up to %1 machines, more than a cluster may have (%2)</source>
        <translation>die max der Formen ergeben zusammen %1 Maschinen, mehr als ein Cluster haben darf (%2)</translation>
    </message>
    <message>
        <source>must be a list of policy sections ({ordering: tiresias})</source>
        <translation>muss eine Liste von Strategie-Abschnitten sein ({ordering: tiresias})</translation>
    </message>
    <message>
        <source>must be a policy section ({ordering: ..., placement: ...})</source>
        <translation>muss ein Strategie-Abschnitt sein ({ordering: ..., placement: ...})</translation>
    </message>
    <message>
        <source>splits the tenants&apos; quotas, and the scenario declares none (add a tenants: section)</source>
        <translation>teilt die Kontingente der Mandanten auf, und das Szenario deklariert keine (fügen Sie einen Abschnitt tenants: hinzu)</translation>
    </message>
    <message>
        <source>must be a list of splits (- {name: ..., tenants: [...]})</source>
        <translation>muss eine Liste von Aufteilungen sein (- {name: ..., tenants: [...]})</translation>
    </message>
    <message>
        <source>&apos;%1&apos; names two splits</source>
        <translation>&apos;%1&apos; benennt zwei Aufteilungen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of the scenario&apos;s tenants (a split changes quotas, not who the tenants are)</source>
        <translation>&apos;%1&apos; ist keiner der Mandanten des Szenarios (eine Aufteilung ändert Kontingente, nicht die Mandanten)</translation>
    </message>
    <message>
        <source>must map tenant names to their levels ({team-b: {p95_wait_hours: 2}})</source>
        <translation>muss Mandantennamen ihren Leveln zuordnen ({team-b: {p95_wait_hours: 2}})</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of the scenario&apos;s tenants</source>
        <translation>&apos;%1&apos; ist keiner der Mandanten des Szenarios</translation>
    </message>
    <message>
        <source>needs at least one service level (e.g. p95_wait_hours: 2)</source>
        <translation>braucht mindestens ein Service-Level (z. B. p95_wait_hours: 2)</translation>
    </message>
    <message>
        <source>needs at least one service level (e.g. p95_jct_hours: 6)</source>
        <translation>braucht mindestens ein Service-Level (z. B. p95_jct_hours: 6)</translation>
    </message>
    <message>
        <source>must be a list of 1 to 100 workload seeds</source>
        <translation>muss eine Liste von 1 bis 100 Seeds für die Arbeitslast sein</translation>
    </message>
    <message>
        <source>must be a list of variants (- name: ..., &lt;changes&gt;)</source>
        <translation>muss eine Liste von Varianten sein (- name: ..., &lt;Änderungen&gt;)</translation>
    </message>
    <message>
        <source>variant &apos;%1&apos; is defined twice</source>
        <translation>Variante &apos;%1&apos; ist zweimal definiert</translation>
    </message>
    <message>
        <source>in variant &apos;%1&apos;: %2</source>
        <translation>in Variante &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>not valid YAML: %1</source>
        <translation>kein gültiges YAML: %1</translation>
    </message>
    <message>
        <source>the scenario is too large to load</source>
        <translation>das Szenario ist zu groß zum Laden</translation>
    </message>
    <message>
        <source>a variant overlay must be a mapping (e.g. policy: {ordering: sjf})</source>
        <translation>eine Varianten-Überlagerung muss eine Zuordnung sein (z. B. policy: {ordering: sjf})</translation>
    </message>
    <message>
        <source>overlay could not be read: %1</source>
        <translation>die Überlagerung konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>overlay could not be made: %1</source>
        <translation>die Überlagerung konnte nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source> (did you mean &apos;%1&apos;?)</source>
        <extracomment>Follows a name that is not known: &quot;unknown key &apos;nmae&apos; (did you mean &apos;name&apos;?)&quot;</extracomment>
        <translation> (meinten Sie &apos;%1&apos;?)</translation>
    </message>
    <message>
        <source>nesting too deep (more than %1 levels, or an alias that contains itself)</source>
        <translation>zu tief verschachtelt (mehr als %1 Ebenen oder ein Alias, der sich selbst enthält)</translation>
    </message>
    <message>
        <source>the document expands to more than %1 values (too many aliases?)</source>
        <translation>das Dokument wird zu mehr als %1 Werten expandiert (zu viele Aliase?)</translation>
    </message>
    <message>
        <source>file is too large (%1 bytes; limit %2)</source>
        <translation>die Datei ist zu groß (%1 Bytes; Grenze %2)</translation>
    </message>
    <message>
        <source>unexpected content after the end of the scenario (only one YAML document is allowed; a stray &apos;,&apos; or &apos;---&apos;?)</source>
        <translation>unerwarteter Inhalt nach dem Ende des Szenarios (nur ein YAML-Dokument ist erlaubt; ein verirrtes &apos;,&apos; oder &apos;---&apos;?)</translation>
    </message>
    <message>
        <source>nesting too deep</source>
        <translation>zu tief verschachtelt</translation>
    </message>
    <message>
        <source>duplicate key &apos;%1&apos;</source>
        <translation>doppelter Schlüssel &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown workload generator &apos;%1&apos; (known: %2)</source>
        <translation>unbekannter Arbeitslast-Generator &apos;%1&apos; (bekannt: %2)</translation>
    </message>
    <message>
        <source>%1 (%2) is above %3 (%4)</source>
        <translation>%1 (%2) liegt über %3 (%4)</translation>
    </message>
    <message>
        <source>out of memory while generating the workload</source>
        <translation>zu wenig Speicher beim Generieren der Arbeitslast</translation>
    </message>
    <message>
        <source>the scenario declares no tenants, so there is no tenant setup to export (docs/tenants.md: tenants, quotas and borrowing)</source>
        <translation>das Szenario deklariert keine Mandanten, also gibt es keine Mandanten-Einrichtung zu exportieren (docs/tenants.md: Mandanten, Kontingente und Leihen)</translation>
    </message>
    <message>
        <source>sharing policy &apos;%1&apos; has no Kueue or Slurm mapping yet (exported: %2)</source>
        <translation>die Teilungsstrategie &apos;%1&apos; hat noch keine Entsprechung in Kueue oder Slurm (exportiert werden: %2)</translation>
    </message>
    <message>
        <source>GPU type &apos;%1&apos; has no letter or digit to name it by</source>
        <translation>GPU-Typ &apos;%1&apos; hat keinen Buchstaben und keine Ziffer, nach denen er benannt werden könnte</translation>
    </message>
    <message>
        <source>GPU types &apos;%1&apos; and &apos;%2&apos; are both &apos;%3&apos; as Kubernetes and Slurm names; rename one</source>
        <translation>Die GPU-Typen &apos;%1&apos; und &apos;%2&apos; heißen als Kubernetes- und Slurm-Namen beide &apos;%3&apos;; benennen Sie einen um</translation>
    </message>
    <message>
        <source>Kueue takes at most 64 flavors in a resource group; the cluster has %1 GPU types</source>
        <translation>Kueue nimmt höchstens 64 Flavors in einer Ressourcengruppe an; der Cluster hat %1 GPU-Typen</translation>
    </message>
    <message>
        <source>tenant &apos;%1&apos; has no letter or digit to name it by</source>
        <translation>Mandant &apos;%1&apos; hat keinen Buchstaben und keine Ziffer, nach denen er benannt werden könnte</translation>
    </message>
    <message>
        <source>tenants &apos;%1&apos; and &apos;%2&apos; are both &apos;%3&apos; as Kubernetes and Slurm names; rename one</source>
        <translation>die Mandanten &apos;%1&apos; und &apos;%2&apos; heißen als Kubernetes- und Slurm-Namen beide &apos;%3&apos;; benennen Sie einen um</translation>
    </message>
    <message>
        <source>tenant &apos;%1&apos; has the name of the ClusterQueue that lends the GPUs in nobody&apos;s quota (&apos;%2&apos;); rename it</source>
        <translation>Mandant &apos;%1&apos; trägt den Namen der ClusterQueue, die die GPUs außerhalb aller Kontingente verleiht (&apos;%2&apos;); benennen Sie ihn um</translation>
    </message>
    <message>
        <source>machine &apos;%1&apos; cannot be a Slurm node name (a host name: letters, digits, &apos;-&apos;, &apos;.&apos; and &apos;_&apos;, starting with a letter or digit)</source>
        <translation>Maschine &apos;%1&apos; kann kein Slurm-Knotenname sein (ein Hostname: Buchstaben, Ziffern, &apos;-&apos;, &apos;.&apos; und &apos;_&apos;, beginnend mit einem Buchstaben oder einer Ziffer)</translation>
    </message>
    <message>
        <source>unknown trace format &apos;%1&apos; (known: %2)</source>
        <translation>unbekanntes Trace-Format &apos;%1&apos; (bekannt: %2)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>submissions span more than 30 years: this row is submitted %1 s after the earliest (line %2) and far from most rows; is its time in another unit, or a default date?</source>
        <translation>die Einreichungen erstrecken sich über mehr als 30 Jahre: diese Zeile wird %1 s nach der frühesten (Zeile %2) eingereicht und liegt fern der meisten Zeilen; steht ihre Zeit in einer anderen Einheit oder ist es ein Standarddatum?</translation>
    </message>
    <message>
        <source>submissions span more than 30 years: this row is submitted %1 s before the latest (line %2) and far from most rows; is its time in another unit, or a default date?</source>
        <translation>die Einreichungen erstrecken sich über mehr als 30 Jahre: diese Zeile wird %1 s vor der spätesten (Zeile %2) eingereicht und liegt fern der meisten Zeilen; steht ihre Zeit in einer anderen Einheit oder ist es ein Standarddatum?</translation>
    </message>
    <message>
        <source>out of memory while importing the trace</source>
        <translation>zu wenig Speicher beim Importieren des Traces</translation>
    </message>
    <message>
        <source>cannot tell the trace&apos;s format from its first lines; name it (one of: %1)</source>
        <translation>das Format des Traces ist an seinen ersten Zeilen nicht zu erkennen; geben Sie es an (eines von: %1)</translation>
    </message>
    <message>
        <source>needs a mapping of keys and values</source>
        <translation>braucht eine Zuordnung von Schlüsseln und Werten</translation>
    </message>
    <message>
        <source>must be a mapping of keys and values, not a list</source>
        <translation>muss eine Zuordnung von Schlüsseln und Werten sein, keine Liste</translation>
    </message>
    <message>
        <source>must be a mapping of keys and values, not a single value</source>
        <translation>muss eine Zuordnung von Schlüsseln und Werten sein, kein einzelner Wert</translation>
    </message>
    <message>
        <source>keys must be plain names</source>
        <translation>Schlüssel müssen einfache Namen sein</translation>
    </message>
    <message>
        <source>duplicate key &apos;%1&apos; (first at line %2)</source>
        <translation>doppelter Schlüssel &apos;%1&apos; (zuerst in Zeile %2)</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;%2; known keys: %3</source>
        <extracomment>%2 is &quot; (did you mean &apos;x&apos;?)&quot; or nothing</extracomment>
        <translation>unbekannter Schlüssel &apos;%1&apos;%2; bekannte Schlüssel: %3</translation>
    </message>
    <message>
        <source>missing required key &apos;%1&apos;</source>
        <translation>erforderlicher Schlüssel &apos;%1&apos; fehlt</translation>
    </message>
    <message>
        <source>missing required key &apos;%1&apos; in %2</source>
        <translation>erforderlicher Schlüssel &apos;%1&apos; fehlt in %2</translation>
    </message>
    <message>
        <source>needs %1</source>
        <extracomment>%1 is what the value should be: &quot;a number&quot;, &quot;text&quot;, &quot;true or false&quot;, ...</extracomment>
        <translation>braucht %1</translation>
    </message>
    <message>
        <source>must be %1, not a list</source>
        <translation>muss %1 sein, keine Liste</translation>
    </message>
    <message>
        <source>must be %1, not a mapping</source>
        <translation>muss %1 sein, keine Zuordnung</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>must be a number, not quoted text</source>
        <translation>muss eine Zahl sein, kein Text in Anführungszeichen</translation>
    </message>
    <message>
        <source>must be a finite number (not NaN or infinity)</source>
        <translation>muss eine endliche Zahl sein (nicht NaN oder unendlich)</translation>
    </message>
    <message>
        <source>number &apos;%1&apos; is out of range</source>
        <translation>die Zahl &apos;%1&apos; liegt außerhalb des Wertebereichs</translation>
    </message>
    <message>
        <source>must be a number (got &apos;%1&apos;)</source>
        <translation>muss eine Zahl sein (erhalten: &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>must be &gt; 0 (got %1)</source>
        <translation>muss &gt; 0 sein (erhalten: %1)</translation>
    </message>
    <message>
        <source>must be &gt;= 1 (got %1)</source>
        <translation>muss &gt;= 1 sein (erhalten: %1)</translation>
    </message>
    <message>
        <source>must be in [0, 1) (got %1)</source>
        <translation>muss in [0, 1) liegen (erhalten: %1)</translation>
    </message>
    <message>
        <source>must be a whole number (got %1)</source>
        <translation>muss eine ganze Zahl sein (erhalten: %1)</translation>
    </message>
    <message>
        <source>must be between %1 and %2 (got %3)</source>
        <translation>muss zwischen %1 und %2 liegen (erhalten: %3)</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous in YAML; write true or false</source>
        <translation>&apos;%1&apos; ist in YAML mehrdeutig; schreiben Sie true oder false</translation>
    </message>
    <message>
        <source>must be true or false (got &apos;%1&apos;)</source>
        <translation>muss true oder false sein (erhalten: &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>needs a value</source>
        <translation>braucht einen Wert</translation>
    </message>
    <message>
        <source>a parameter is a number, text, true/false or a list of numbers</source>
        <translation>ein Parameter ist eine Zahl, Text, true/false oder eine Liste von Zahlen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous in YAML; write true or false (or quote it if you mean text)</source>
        <translation>&apos;%1&apos; ist in YAML mehrdeutig; schreiben Sie true oder false (oder setzen Sie es in Anführungszeichen, wenn Text gemeint ist)</translation>
    </message>
    <message>
        <source>never started (empty duration_s)</source>
        <translation>nie gestartet (duration_s leer)</translation>
    </message>
    <message>
        <source>never started (empty duration_s, status %1)</source>
        <translation>nie gestartet (duration_s leer, Status %1)</translation>
    </message>
    <message>
        <source>the throughput file is empty</source>
        <translation>die Durchsatzdatei ist leer</translation>
    </message>
    <message>
        <source>must be more than 0</source>
        <translation>muss größer als 0 sein</translation>
    </message>
    <message>
        <source>the throughput file has no v100 rows</source>
        <translation>die Durchsatzdatei hat keine v100-Zeilen</translation>
    </message>
    <message>
        <source>expected 7 or 10 tab-separated fields, found %1</source>
        <translation>7 oder 10 durch Tabulatoren getrennte Felder erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>no V100 throughput for job type %1 at scale factor %2 or smaller</source>
        <translation>kein V100-Durchsatz für Job-Typ %1 bei Skalierungsfaktor %2 oder kleiner</translation>
    </message>
    <message>
        <source>is before start_time</source>
        <translation>liegt vor start_time</translation>
    </message>
    <message>
        <source>never started (no duration or start/end time)</source>
        <translation>nie gestartet (keine Dauer und keine Start-/Endzeit)</translation>
    </message>
    <message>
        <source>not a text file (it contains NUL bytes)</source>
        <translation>keine Textdatei (sie enthält NUL-Bytes)</translation>
    </message>
    <message>
        <source>invalid CSV: %1</source>
        <translation>ungültiges CSV: %1</translation>
    </message>
    <message>
        <source>the file has no header line</source>
        <translation>die Datei hat keine Kopfzeile</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
    </message>
    <message>
        <source>is empty (a number is required)</source>
        <translation>ist leer (eine Zahl ist erforderlich)</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 ist keine Zahl</translation>
    </message>
    <message>
        <source>%1 is not a finite number</source>
        <translation>%1 ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>must not be negative (got %1)</source>
        <translation>darf nicht negativ sein (erhalten: %1)</translation>
    </message>
    <message>
        <source>is empty (a time is required)</source>
        <translation>ist leer (eine Zeit ist erforderlich)</translation>
    </message>
    <message>
        <source>%1 is neither seconds nor a &apos;YYYY-MM-DD HH:MM:SS&apos; time</source>
        <translation>%1 ist weder eine Sekundenzahl noch eine Zeit im Format &apos;YYYY-MM-DD HH:MM:SS&apos;</translation>
    </message>
    <message>
        <source>%1 is not a finite time</source>
        <translation>%1 ist keine endliche Zeit</translation>
    </message>
    <message>
        <source>must be more than 0 GPUs (got %1)</source>
        <translation>muss mehr als 0 GPUs sein (erhalten: %1)</translation>
    </message>
    <message>
        <source>is implausibly large (%1 GPUs)</source>
        <translation>ist unplausibel groß (%1 GPUs)</translation>
    </message>
    <message>
        <source>is empty (every job needs an id)</source>
        <translation>ist leer (jeder Job braucht eine ID)</translation>
    </message>
    <message>
        <source>CPU-only job (%1 = 0)</source>
        <translation>Job nur mit CPU (%1 = 0)</translation>
    </message>
    <message>
        <source>must be a non-negative number of seconds (got %1)</source>
        <translation>muss eine nicht-negative Zahl von Sekunden sein (erhalten: %1)</translation>
    </message>
    <message>
        <source>is implausibly long (%1 s is more than 30 years)</source>
        <translation>ist unplausibel lang (%1 s sind mehr als 30 Jahre)</translation>
    </message>
    <message>
        <source>ran for 0 s</source>
        <translation>lief 0 s</translation>
    </message>
    <message>
        <source>%1 is used twice (first on line %2)</source>
        <translation>%1 wird zweimal verwendet (zuerst in Zeile %2)</translation>
    </message>
    <message>
        <source>required column %1 is missing from the header (found: %2)</source>
        <translation>die erforderliche Spalte %1 fehlt in der Kopfzeile (gefunden: %2)</translation>
    </message>
    <message>
        <source>expected a time, found %1</source>
        <translation>eine Zeit erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>%1 is not a time like 2026-03-02T09:00:00Z</source>
        <translation>%1 ist keine Zeit wie 2026-03-02T09:00:00Z</translation>
    </message>
    <message>
        <source>expected a whole number of GPUs</source>
        <translation>eine ganze Zahl von GPUs erwartet</translation>
    </message>
    <message>
        <source>expected the output of kubectl get jobs -o json (a List with items)</source>
        <translation>die Ausgabe von kubectl get jobs -o json erwartet (eine List mit items)</translation>
    </message>
    <message>
        <source>expected a Job object, found %1</source>
        <translation>ein Job-Objekt erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>not a Job (kind %1)</source>
        <translation>kein Job (kind %1)</translation>
    </message>
    <message>
        <source>is missing or empty</source>
        <translation>fehlt oder ist leer</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>expected a whole number of pods</source>
        <translation>eine ganze Zahl von Pods erwartet</translation>
    </message>
    <message>
        <source>never started (no status.startTime; suspended or pending)</source>
        <translation>nie gestartet (kein status.startTime; angehalten oder wartend)</translation>
    </message>
    <message>
        <source>still running when exported (no completionTime)</source>
        <translation>lief beim Export noch (keine completionTime)</translation>
    </message>
    <message>
        <source>is before status.startTime</source>
        <translation>liegt vor status.startTime</translation>
    </message>
    <message>
        <source>is empty (every pod needs a name)</source>
        <translation>ist leer (jeder Pod braucht einen Namen)</translation>
    </message>
    <message>
        <source>CPU-only pod (%1 = 0)</source>
        <translation>Pod nur mit CPU (%1 = 0)</translation>
    </message>
    <message>
        <source>pending: never scheduled (empty scheduled_time)</source>
        <translation>wartend: nie eingeplant (scheduled_time leer)</translation>
    </message>
    <message>
        <source>pending: never scheduled (empty scheduled_time, pod_phase %1)</source>
        <translation>wartend: nie eingeplant (scheduled_time leer, pod_phase %1)</translation>
    </message>
    <message>
        <source>no deletion time</source>
        <translation>keine Löschzeit</translation>
    </message>
    <message>
        <source>is before scheduled_time</source>
        <translation>liegt vor scheduled_time</translation>
    </message>
    <message>
        <source>pai-v2020 needs the task table (pai_task_table.csv) as the companion file: %1</source>
        <translation>pai-v2020 braucht die Task-Tabelle (pai_task_table.csv) als Begleitdatei: %1</translation>
    </message>
    <message>
        <source>expected 10 columns (job_name,task_name,inst_num,status,start_time,end_time,plan_cpu,plan_mem,plan_gpu,gpu_type), found %1</source>
        <translation>10 Spalten erwartet (job_name,task_name,inst_num,status,start_time,end_time,plan_cpu,plan_mem,plan_gpu,gpu_type), gefunden: %1</translation>
    </message>
    <message>
        <source>%1 is not a non-negative number</source>
        <translation>%1 ist keine nicht-negative Zahl</translation>
    </message>
    <message>
        <source>expected 6 columns (job_name,inst_id,user,status,start_time,end_time), found %1</source>
        <translation>6 Spalten erwartet (job_name,inst_id,user,status,start_time,end_time), gefunden: %1</translation>
    </message>
    <message>
        <source>no tasks in the task table</source>
        <translation>keine Tasks in der Task-Tabelle</translation>
    </message>
    <message>
        <source>CPU-only job (no task plans a GPU in %1, from line %2)</source>
        <translation>Job nur mit CPU (keine Task plant eine GPU in %1, ab Zeile %2)</translation>
    </message>
    <message>
        <source>not finished when the trace was taken (status unknown)</source>
        <translation>nicht beendet, als der Trace aufgezeichnet wurde (Status unbekannt)</translation>
    </message>
    <message>
        <source>not finished when the trace was taken (status %1)</source>
        <translation>nicht beendet, als der Trace aufgezeichnet wurde (Status %1)</translation>
    </message>
    <message>
        <source>expected a JSON list of jobs, found %1</source>
        <translation>eine JSON-Liste von Jobs erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>darf nicht negativ sein</translation>
    </message>
    <message>
        <source>%1 is not a GPU count</source>
        <translation>%1 ist keine GPU-Anzahl</translation>
    </message>
    <message>
        <source>expected a job object, found %1</source>
        <translation>ein Job-Objekt erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>no submit time (None)</source>
        <translation>keine Einreichungszeit (None)</translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation>eine Liste erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>never scheduled (no attempts)</source>
        <translation>nie eingeplant (keine attempts)</translation>
    </message>
    <message>
        <source>expected an attempt object</source>
        <translation>ein Versuchsobjekt erwartet</translation>
    </message>
    <message>
        <source>an attempt has no start time (None)</source>
        <translation>ein Versuch hat keine Startzeit (None)</translation>
    </message>
    <message>
        <source>still running when the trace was taken (last end_time None)</source>
        <translation>lief noch, als der Trace aufgezeichnet wurde (letzte end_time None)</translation>
    </message>
    <message>
        <source>an attempt has no end time (None)</source>
        <translation>ein Versuch hat keine Endzeit (None)</translation>
    </message>
    <message>
        <source>ends before it starts</source>
        <translation>endet, bevor er beginnt</translation>
    </message>
    <message>
        <source>expected a list of hosts, found %1</source>
        <translation>eine Liste von Hosts erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a host object, found %1</source>
        <translation>ein Host-Objekt erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a list of GPU ids, found %1 (%2)</source>
        <translation>eine Liste von GPU-IDs erwartet, gefunden: %1 (%2)</translation>
    </message>
    <message>
        <source>expected a list of GPU ids, found %1</source>
        <translation>eine Liste von GPU-IDs erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>no GPUs in the first attempt</source>
        <translation>keine GPUs im ersten Versuch</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>eine Zahl erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>no run time</source>
        <translation>keine Laufzeit</translation>
    </message>
    <message>
        <source>expected minutes, found %1</source>
        <translation>Minuten erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>a job step, not a job (export with sacct --allocations)</source>
        <translation>ein Job-Schritt, kein Job (exportieren Sie mit sacct --allocations)</translation>
    </message>
    <message>
        <source>an earlier run of a requeued job (its last run is replayed)</source>
        <translation>ein früherer Lauf eines erneut eingereihten Jobs (sein letzter Lauf wird nachgespielt)</translation>
    </message>
    <message>
        <source>never started (state %1)</source>
        <translation>nie gestartet (Zustand %1)</translation>
    </message>
    <message>
        <source>still running when exported (no End)</source>
        <translation>lief beim Export noch (kein End)</translation>
    </message>
    <message>
        <source>is before Start</source>
        <translation>liegt vor Start</translation>
    </message>
    <message>
        <source>CPU-only job (no gres/gpu in %1)</source>
        <translation>Job nur mit CPU (kein gres/gpu in %1)</translation>
    </message>
    <message>
        <source>no duration</source>
        <translation>keine Dauer</translation>
    </message>
    <message>
        <source>not a Gantry model file (expected a &apos;%1&apos; header)</source>
        <translation>keine Gantry-Modelldatei (Kopfzeile &apos;%1&apos; erwartet)</translation>
    </message>
    <message>
        <source>the model file has no checksum (it was written by an older Gantry, or edited): train the model again</source>
        <translation>die Modelldatei hat keine Prüfsumme (sie wurde von einem älteren Gantry geschrieben oder bearbeitet): trainieren Sie das Modell erneut</translation>
    </message>
    <message>
        <source>the model file is corrupt: its content does not match its checksum (a changed or truncated file); train the model again or restore the file</source>
        <translation>die Modelldatei ist beschädigt: ihr Inhalt passt nicht zu ihrer Prüfsumme (eine geänderte oder abgeschnittene Datei); trainieren Sie das Modell erneut oder stellen Sie die Datei wieder her</translation>
    </message>
    <message>
        <source>the model file has no &apos;%1&apos;</source>
        <translation>die Modelldatei hat kein &apos;%1&apos;</translation>
    </message>
    <message>
        <source>not an integer: &apos;%1&apos;</source>
        <translation>keine ganze Zahl: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>not a list of sizes: &apos;%1&apos;</source>
        <translation>keine Liste von Größen: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown network kind &apos;%1&apos;</source>
        <translation>unbekannte Netzwerkart &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected channels,height,width</source>
        <translation>Kanäle,Höhe,Breite erwartet</translation>
    </message>
    <message>
        <source>expected servers,server_features,heads</source>
        <translation>servers,server_features,heads erwartet</translation>
    </message>
    <message>
        <source>not a seed: &apos;%1&apos;</source>
        <translation>kein Seed: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the file is truncated or corrupt: header says %1 bytes of weights, found %2</source>
        <translation>die Datei ist abgeschnitten oder beschädigt: die Kopfzeile nennt %1 Bytes Gewichte, gefunden: %2</translation>
    </message>
    <message>
        <source>implausible network shape</source>
        <translation>unplausible Netzwerkform</translation>
    </message>
    <message>
        <source>inconsistent TopDRL network shape</source>
        <translation>widersprüchliche TopDRL-Netzwerkform</translation>
    </message>
    <message>
        <source>inconsistent dual-agent network shape</source>
        <translation>widersprüchliche Dual-Agent-Netzwerkform</translation>
    </message>
    <message>
        <source>inconsistent Harmony network shape</source>
        <translation>widersprüchliche Harmony-Netzwerkform</translation>
    </message>
    <message>
        <source>implausible hidden width</source>
        <translation>unplausible verborgene Breite</translation>
    </message>
    <message>
        <source>a DL2 model needs a %1 x J state and 3J + 1 actions; this file has input %2, actions %3 (window %4)</source>
        <translation>ein DL2-Modell braucht einen Zustand von %1 × J und 3J + 1 Aktionen; diese Datei hat Eingabe %2, Aktionen %3 (Fenster %4)</translation>
    </message>
    <message>
        <source>the cluster has no machines</source>
        <translation>der Cluster hat keine Maschinen</translation>
    </message>
    <message>
        <source>the dual-agent model was trained on a cluster of %1 machines; scenario &apos;%2&apos; has %3</source>
        <translation>das Dual-Agent-Modell wurde auf einem Cluster mit %1 Maschinen trainiert; Szenario &apos;%2&apos; hat %3</translation>
    </message>
    <message>
        <source>the model&apos;s observation or action shape does not match a dual-agent network</source>
        <translation>die Beobachtungs- oder Aktionsform des Modells passt nicht zu einem Dual-Agent-Netzwerk</translation>
    </message>
    <message>
        <source>hyper-parameter width must be a multiple of 4 (the attention heads)</source>
        <translation>der Hyperparameter width muss ein Vielfaches von 4 sein (die Attention-Heads)</translation>
    </message>
    <message>
        <source>the model was trained on a cluster of %1 servers; scenario &apos;%2&apos; has %3</source>
        <translation>das Modell wurde auf einem Cluster mit %1 Servern trainiert; Szenario &apos;%2&apos; hat %3</translation>
    </message>
    <message>
        <source>the model&apos;s observation or action shape does not match a Harmony network</source>
        <translation>die Beobachtungs- oder Aktionsform des Modells passt nicht zu einem Harmony-Netzwerk</translation>
    </message>
    <message>
        <source>unknown learned scheduler &apos;%1&apos; (known: %2)</source>
        <translation>unbekannter gelernter Scheduler &apos;%1&apos; (bekannt: %2)</translation>
    </message>
    <message>
        <source>scheduler &apos;%1&apos; needs a trained model: model: FILE</source>
        <translation>Scheduler &apos;%1&apos; braucht ein trainiertes Modell: model: DATEI</translation>
    </message>
    <message>
        <source>the model was trained for &apos;%1&apos;, not &apos;%2&apos;</source>
        <translation>das Modell wurde für &apos;%1&apos; trainiert, nicht für &apos;%2&apos;</translation>
    </message>
    <message>
        <source>TopDRL needs machines with equal GPU counts (its cluster image is machines x GPUs per machine)</source>
        <translation>TopDRL braucht Maschinen mit gleicher GPU-Anzahl (sein Cluster-Abbild ist Maschinen × GPUs pro Maschine)</translation>
    </message>
    <message>
        <source>the model was trained on a cluster of %1 machines x %2 GPUs; scenario &apos;%3&apos; has %4 machines x %5 GPUs</source>
        <translation>das Modell wurde auf einem Cluster mit %1 Maschinen × %2 GPUs trainiert; Szenario &apos;%3&apos; hat %4 Maschinen × %5 GPUs</translation>
    </message>
    <message>
        <source>the model&apos;s observation or action shape does not match a TopDRL network</source>
        <translation>die Beobachtungs- oder Aktionsform des Modells passt nicht zu einem TopDRL-Netzwerk</translation>
    </message>
    <message>
        <source>unknown reason</source>
        <translation>unbekannter Grund</translation>
    </message>
    <message>
        <source>cannot load the LibTorch module that the learned schedulers need: %1</source>
        <translation>das LibTorch-Modul, das die gelernten Scheduler brauchen, kann nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>%1 is not Gantry&apos;s LibTorch module: %2</source>
        <translation>%1 ist nicht das LibTorch-Modul von Gantry: %2</translation>
    </message>
    <message>
        <source>%1 is not Gantry&apos;s LibTorch module: %2 not found</source>
        <translation>%1 ist nicht das LibTorch-Modul von Gantry: %2 nicht gefunden</translation>
    </message>
    <message>
        <source>%1 is a LibTorch module of another Gantry build (version %2, this is %3): install the module that came with this gantry</source>
        <translation>%1 ist ein LibTorch-Modul eines anderen Gantry-Builds (Version %2, dieses ist %3): installieren Sie das Modul, das mit diesem Gantry geliefert wurde</translation>
    </message>
    <message>
        <source>cannot find the LibTorch module that the learned schedulers need</source>
        <translation>das LibTorch-Modul, das die gelernten Scheduler brauchen, ist nicht zu finden</translation>
    </message>
    <message>
        <source>%1 (looked for %2; set GANTRY_TORCH_MODULE to its path)</source>
        <translation>%1 (gesucht: %2; setzen Sie GANTRY_TORCH_MODULE auf seinen Pfad)</translation>
    </message>
    <message>
        <source>unknown agent &apos;%1&apos; (known: %2)</source>
        <translation>unbekannter Agent &apos;%1&apos; (bekannt: %2)</translation>
    </message>
    <message>
        <source>threads must be between 1 and 256</source>
        <translation>threads muss zwischen 1 und 256 liegen</translation>
    </message>
    <message>
        <source>unknown hyper-parameter &apos;%1&apos; for %2 (known: %3)</source>
        <translation>unbekannter Hyperparameter &apos;%1&apos; für %2 (bekannt: %3)</translation>
    </message>
    <message>
        <source>hyper-parameter %1 must be a whole number between %2 and %3 (got %4)</source>
        <translation>Hyperparameter %1 muss eine ganze Zahl zwischen %2 und %3 sein (erhalten: %4)</translation>
    </message>
    <message>
        <source>hyper-parameter %1 must be between %2 and %3 (got %4)</source>
        <translation>Hyperparameter %1 muss zwischen %2 und %3 liegen (erhalten: %4)</translation>
    </message>
    <message>
        <source>the model is for an unknown agent &apos;%1&apos;</source>
        <translation>das Modell ist für einen unbekannten Agenten &apos;%1&apos;</translation>
    </message>
    <message>
        <source>at least one seed is needed</source>
        <translation>mindestens ein Seed ist nötig</translation>
    </message>
    <message>
        <source>evaluation seeds must stay below the training seeds</source>
        <translation>die Seeds der Auswertung müssen unter den Seeds des Trainings bleiben</translation>
    </message>
    <message>
        <source>baseline &apos;%1&apos;: %2</source>
        <translation>Vergleichsbasis &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>training cancelled</source>
        <translation>Training abgebrochen</translation>
    </message>
    <message>
        <source>the file is empty; a lesson starts with &apos;gantry_lesson: 1&apos;</source>
        <translation>die Datei ist leer; eine Lektion beginnt mit &apos;gantry_lesson: 1&apos;</translation>
    </message>
    <message>
        <source>a lesson is a mapping of keys (gantry_lesson, title, scenario, steps)</source>
        <translation>eine Lektion ist eine Zuordnung von Schlüsseln (gantry_lesson, title, scenario, steps)</translation>
    </message>
    <message>
        <source>this lesson needs a newer Gantry (it reads lesson format 1)</source>
        <translation>diese Lektion braucht ein neueres Gantry (es liest Lektionsformat 1)</translation>
    </message>
    <message>
        <source>must be a list of citations</source>
        <translation>muss eine Liste von Quellenangaben sein</translation>
    </message>
    <message>
        <source>must be a list of at least one step</source>
        <translation>muss eine Liste mit mindestens einem Schritt sein</translation>
    </message>
    <message>
        <source>another step already has the id &apos;%1&apos;</source>
        <translation>ein anderer Schritt hat bereits die ID &apos;%1&apos;</translation>
    </message>
    <message>
        <source>no earlier predict step has the id &apos;%1&apos;</source>
        <translation>kein früherer Vorhersage-Schritt hat die ID &apos;%1&apos;</translation>
    </message>
    <message>
        <source>an edit between the prediction and its reveal starts a new run; reveal it before the edit</source>
        <translation>eine Änderung zwischen der Vorhersage und ihrer Auflösung startet einen neuen Lauf; lösen Sie sie vor der Änderung auf</translation>
    </message>
    <message>
        <source>the lesson&apos;s scenario %1 does not load (%2): %3</source>
        <translation>das Szenario %1 der Lektion lässt sich nicht laden (%2): %3</translation>
    </message>
    <message>
        <source>the scenario has no variant &apos;%1&apos;%2; it has: %3</source>
        <translation>das Szenario hat keine Variante &apos;%1&apos;%2; es hat: %3</translation>
    </message>
    <message>
        <source>must be a list, e.g. [{job: &quot;12&quot;}, {machine: r0-m1}]</source>
        <translation>muss eine Liste sein, z. B. [{job: &quot;12&quot;}, {machine: r0-m1}]</translation>
    </message>
    <message>
        <source>must be start, end, or a mapping such as {minutes: 30}, {job: &quot;12&quot;, event: started} or {decision: wait}</source>
        <translation>muss start, end oder eine Zuordnung wie {minutes: 30}, {job: &quot;12&quot;, event: started} oder {decision: wait} sein</translation>
    </message>
    <message>
        <source>unknown job event &apos;%1&apos;%2; known: %3</source>
        <translation>unbekanntes Job-Ereignis &apos;%1&apos;%2; bekannt: %3</translation>
    </message>
    <message>
        <source>unknown decision kind &apos;%1&apos;%2; known: %3</source>
        <translation>unbekannte Entscheidungsart &apos;%1&apos;%2; bekannt: %3</translation>
    </message>
    <message>
        <source>needs exactly one of seconds/minutes/hours (a time), event (a job&apos;s event) or decision (a decision)</source>
        <translation>braucht genau eines von seconds/minutes/hours (eine Zeit), event (ein Ereignis eines Jobs) oder decision (eine Entscheidung)</translation>
    </message>
    <message>
        <source>a time trigger names no job</source>
        <translation>ein Zeitauslöser nennt keinen Job</translation>
    </message>
    <message>
        <source>a time trigger has no nth</source>
        <translation>ein Zeitauslöser hat kein nth</translation>
    </message>
    <message>
        <source>names one thing: job, machine, rack, gantt_row, series or cell</source>
        <translation>nennt genau eine Sache: job, machine, rack, gantt_row, series oder cell</translation>
    </message>
    <message>
        <source>unknown series &apos;%1&apos;%2; known: %3</source>
        <translation>unbekannte Reihe &apos;%1&apos;%2; bekannt: %3</translation>
    </message>
    <message>
        <source>unknown column &apos;%1&apos;%2; known: %3</source>
        <translation>unbekannte Spalte &apos;%1&apos;%2; bekannt: %3</translation>
    </message>
    <message>
        <source>unknown kind of task &apos;%1&apos;%2; known: %3</source>
        <translation>unbekannte Aufgabenart &apos;%1&apos;%2; bekannt: %3</translation>
    </message>
    <message>
        <source>give answer or answer_variant, not both</source>
        <translation>geben Sie answer oder answer_variant an, nicht beides</translation>
    </message>
    <message>
        <source>the teacher&apos;s answer is a variant overlay, e.g. {policy: {ordering: tiresias}}</source>
        <translation>die Antwort des Lehrers ist eine Varianten-Überlagerung, z. B. {policy: {ordering: tiresias}}</translation>
    </message>
    <message>
        <source>needs a list of at least two options</source>
        <translation>braucht eine Liste mit mindestens zwei Optionen</translation>
    </message>
    <message>
        <source>a prediction is a number; &apos;%1&apos; is text</source>
        <translation>eine Vorhersage ist eine Zahl; &apos;%1&apos; ist Text</translation>
    </message>
    <message>
        <source>needs at least one expectation</source>
        <translation>braucht mindestens eine Erwartung</translation>
    </message>
    <message>
        <source>a challenge checks numbers; &apos;%1&apos; is text</source>
        <translation>eine Herausforderung prüft Zahlen; &apos;%1&apos; ist Text</translation>
    </message>
    <message>
        <source>needs at_least or at_most</source>
        <translation>braucht at_least oder at_most</translation>
    </message>
    <message>
        <source>a value or {at_least, at_most}</source>
        <translation>eine Zahl oder {at_least, at_most}</translation>
    </message>
    <message>
        <source>must be a number or {at_least, at_most}</source>
        <translation>muss eine Zahl oder {at_least, at_most} sein</translation>
    </message>
    <message>
        <source>the lesson&apos;s scenario does not load its workload: %1</source>
        <translation>das Szenario der Lektion lädt seine Arbeitslast nicht: %1</translation>
    </message>
    <message>
        <source>the lesson&apos;s workload has no job &apos;%1&apos;%2</source>
        <translation>die Arbeitslast der Lektion hat keinen Job &apos;%1&apos;%2</translation>
    </message>
    <message>
        <source>the cluster has no machine &apos;%1&apos;%2</source>
        <translation>der Cluster hat keine Maschine &apos;%1&apos;%2</translation>
    </message>
    <message>
        <source>the cluster has no rack &apos;%1&apos;%2</source>
        <translation>der Cluster hat kein Rack &apos;%1&apos;%2</translation>
    </message>
    <message>
        <source>the teacher&apos;s answer does not apply: %1</source>
        <translation>die Antwort des Lehrers lässt sich nicht anwenden: %1</translation>
    </message>
    <message>
        <source>unknown fact &apos;%1&apos;: %2</source>
        <translation>unbekannte Angabe &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>cluster.gpus.&lt;GPU type&gt; is the only finer count</source>
        <translation>cluster.gpus.&lt;GPU-Typ&gt; ist die einzige feinere Zählung</translation>
    </message>
    <message>
        <source>the cluster has no GPU type &apos;%1&apos;%2</source>
        <translation>der Cluster hat keinen GPU-Typ &apos;%1&apos;%2</translation>
    </message>
    <message>
        <source>policy has scheduler, ordering, placement, sizing, sharing and backfill</source>
        <translation>policy hat scheduler, ordering, placement, sizing, sharing und backfill</translation>
    </message>
    <message>
        <source>a policy parameter is policy.&lt;part&gt;.&lt;parameter&gt;</source>
        <translation>ein Strategieparameter ist policy.&lt;Teil&gt;.&lt;Parameter&gt;</translation>
    </message>
    <message>
        <source>no policy &apos;%1&apos;</source>
        <translation>keine Strategie &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the %1 policy &apos;%2&apos; has no parameter &apos;%3&apos;%4; it has none</source>
        <extracomment>%1 is a policy part (ordering, placement, ...), %2 the policy&apos;s name, %3 the parameter, %4 &quot; (did you mean &apos;x&apos;?)&quot; or nothing</extracomment>
        <translation>die %1-Strategie &apos;%2&apos; hat keinen Parameter &apos;%3&apos;%4; sie hat keine</translation>
    </message>
    <message>
        <source>the %1 policy &apos;%2&apos; has no parameter &apos;%3&apos;%4; it has: %5</source>
        <translation>die %1-Strategie &apos;%2&apos; hat keinen Parameter &apos;%3&apos;%4; sie hat: %5</translation>
    </message>
    <message>
        <source>the scenario as saved has no field &apos;%1&apos;</source>
        <translation>das gespeicherte Szenario hat kein Feld &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a section, not a value</source>
        <translation>&apos;%1&apos; ist ein Abschnitt, kein Wert</translation>
    </message>
    <message>
        <source>a job&apos;s figure is job.&lt;id&gt;.&lt;%1&gt;</source>
        <translation>eine Kennzahl eines Jobs ist job.&lt;id&gt;.&lt;%1&gt;</translation>
    </message>
    <message>
        <source>unknown figure &apos;%1&apos;%2; known: %3, job.&lt;id&gt;.&lt;%4&gt;</source>
        <translation>unbekannte Kennzahl &apos;%1&apos;%2; bekannt: %3, job.&lt;id&gt;.&lt;%4&gt;</translation>
    </message>
    <message>
        <source>the scenario has no variant &apos;%1&apos;</source>
        <translation>das Szenario hat keine Variante &apos;%1&apos;</translation>
    </message>
    <message>
        <source>cannot create the output folder: %1</source>
        <translation>kann den Ausgabeordner nicht anlegen: %1</translation>
    </message>
    <message>
        <source>the cluster needs at least one GPU type</source>
        <translation>der Cluster braucht mindestens einen GPU-Typ</translation>
    </message>
    <message>
        <source>the cluster needs at least one rack</source>
        <translation>der Cluster braucht mindestens ein Rack</translation>
    </message>
    <message>
        <source>the cluster needs at least one machine</source>
        <translation>der Cluster braucht mindestens eine Maschine</translation>
    </message>
    <message>
        <source>a GPU type needs a name</source>
        <translation>ein GPU-Typ braucht einen Namen</translation>
    </message>
    <message>
        <source>speed must be a positive number</source>
        <translation>die Geschwindigkeit muss eine positive Zahl sein</translation>
    </message>
    <message>
        <source>price must be &gt;= 0</source>
        <translation>der Preis muss &gt;= 0 sein</translation>
    </message>
    <message>
        <source>must be a positive number</source>
        <translation>muss eine positive Zahl sein</translation>
    </message>
    <message>
        <source>must be &gt;= 1</source>
        <translation>muss &gt;= 1 sein</translation>
    </message>
    <message>
        <source>refers to a rack that does not exist</source>
        <translation>verweist auf ein Rack, das es nicht gibt</translation>
    </message>
    <message>
        <source>refers to a GPU type that does not exist</source>
        <translation>verweist auf einen GPU-Typ, den es nicht gibt</translation>
    </message>
    <message>
        <source>must be between 0 and 64</source>
        <translation>muss zwischen 0 und 64 liegen</translation>
    </message>
    <message>
        <source>must be &gt;= 0</source>
        <translation>muss &gt;= 0 sein</translation>
    </message>
    <message>
        <source>must be in [0, 1)</source>
        <translation>muss in [0, 1) liegen</translation>
    </message>
    <message>
        <source>the cluster has no GPUs</source>
        <translation>der Cluster hat keine GPUs</translation>
    </message>
    <message>
        <source>unknown parameter (known: %1)</source>
        <translation>unbekannter Parameter (bekannt: %1)</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>muss eine Zahl sein</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>muss Text sein</translation>
    </message>
    <message>
        <source>must be a list of numbers</source>
        <translation>muss eine Liste von Zahlen sein</translation>
    </message>
    <message>
        <source>job &apos;%1&apos; (user &apos;%2&apos;) belongs to no tenant: list it in a tenant&apos;s members, or mark one tenant &apos;default: true&apos;</source>
        <translation>Job &apos;%1&apos; (Benutzer &apos;%2&apos;) gehört zu keinem Mandanten: führen Sie ihn in den members eines Mandanten auf oder markieren Sie einen Mandanten mit &apos;default: true&apos;</translation>
    </message>
    <message>
        <source>job &apos;%1&apos; (VC &apos;%2&apos;) belongs to no tenant: list it in a tenant&apos;s members, or mark one tenant &apos;default: true&apos;</source>
        <translation>Job &apos;%1&apos; (VC &apos;%2&apos;) gehört zu keinem Mandanten: führen Sie ihn in den members eines Mandanten auf oder markieren Sie einen Mandanten mit &apos;default: true&apos;</translation>
    </message>
    <message>
        <source>the plan has no policy %1</source>
        <translation>der Plan hat keine Strategie %1</translation>
    </message>
    <message>
        <source>more than %1</source>
        <translation>mehr als %1</translation>
    </message>
    <message>
        <source>1 policy</source>
        <translation>1 Strategie</translation>
    </message>
    <message>
        <source>%1 policies</source>
        <translation>%1 Strategien</translation>
    </message>
    <message>
        <source>%1 policies and quota splits</source>
        <translation>%1 Strategien und Kontingentaufteilungen</translation>
    </message>
    <message>
        <source>the plan&apos;s grid has %1 configurations (%2 x every count of %3 machine shapes), more than the %4 a search takes on: narrow the shapes&apos; min and max, or allow it with %5 %6</source>
        <extracomment>%1 configurations, %2 &quot;3 policies&quot;, %3 machine shapes, %4 the most a search takes on</extracomment>
        <translation>das Raster des Plans hat %1 Konfigurationen (%2 × jede Anzahl von %3 Maschinenformen), mehr als die %4, die eine Suche übernimmt: engen Sie min und max der Formen ein oder erlauben Sie es mit %5 %6</translation>
    </message>
    <message>
        <source>the plan&apos;s grid has %1 configurations (%2 x every count of %3 machine shapes), more than the %4 a search takes on: narrow the shapes&apos; min and max</source>
        <translation>das Raster des Plans hat %1 Konfigurationen (%2 × jede Anzahl von %3 Maschinenformen), mehr als die %4, die eine Suche übernimmt: engen Sie min und max der Formen ein</translation>
    </message>
    <message>
        <source>plan cancelled</source>
        <translation>Planung abgebrochen</translation>
    </message>
    <message>
        <source>the scenario has no plan: section</source>
        <translation>das Szenario hat keinen Abschnitt plan:</translation>
    </message>
    <message>
        <source>the largest configuration has %1 machines, more than a cluster may have (%2)</source>
        <translation>die größte Konfiguration hat %1 Maschinen, mehr als ein Cluster haben darf (%2)</translation>
    </message>
    <message>
        <source>configuration %1: %2</source>
        <translation>Konfiguration %1: %2</translation>
    </message>
    <message>
        <source>needs two bounds in increasing order (moderate, then sensitive), e.g. [0.1, 0.3]</source>
        <translation>braucht zwei Grenzen in aufsteigender Reihenfolge (moderate, dann sensitive), z. B. [0.1, 0.3]</translation>
    </message>
    <message>
        <source>needs one timer for every class or three (insensitive, moderate, sensitive); got %1</source>
        <translation>braucht einen Timer für alle Klassen oder drei (insensitive, moderate, sensitive); erhalten: %1</translation>
    </message>
    <message>
        <source>is below rack_wait for %1 jobs (%2 s &lt; %3 s): a job waits for one rack first, then for any spread</source>
        <translation>liegt für %1-Jobs unter rack_wait (%2 s &lt; %3 s): ein Job wartet zuerst auf ein Rack, dann auf eine beliebige Verteilung</translation>
    </message>
    <message>
        <source>unknown %1 &apos;%2&apos; (known: %3)</source>
        <translation>unbekannte %1-Strategie &apos;%2&apos; (bekannt: %3)</translation>
    </message>
    <message>
        <source>sharing &apos;%1&apos; goes with a composed policy; the scheduler &apos;%2&apos; decides everything and would ignore the tenants&apos; quotas (set sharing: none, or leave out the scheduler)</source>
        <translation>Teilung &apos;%1&apos; gehört zu einer zusammengesetzten Strategie; der Scheduler &apos;%2&apos; entscheidet alles und würde die Kontingente der Mandanten übergehen (setzen Sie sharing: none oder lassen Sie den Scheduler weg)</translation>
    </message>
    <message>
        <source>sharing &apos;%1&apos; does not yet go with elastic sizing (&apos;%2&apos;): quotas are kept when jobs start, not when a sizing part resizes them</source>
        <translation>Teilung &apos;%1&apos; lässt sich noch nicht mit elastischer Größenwahl (&apos;%2&apos;) kombinieren: Kontingente werden beim Start von Jobs eingehalten, nicht wenn ein Größenteil sie verändert</translation>
    </message>
    <message>
        <source>sharing &apos;%1&apos; shares the GPUs among tenants, and the scenario declares none (add a tenants: section)</source>
        <translation>Teilung &apos;%1&apos; teilt die GPUs unter Mandanten auf, und das Szenario deklariert keine (fügen Sie einen Abschnitt tenants: hinzu)</translation>
    </message>
    <message>
        <source>a report is FILE.html or FILE.pdf</source>
        <translation>ein Bericht ist DATEI.html oder DATEI.pdf</translation>
    </message>
    <message>
        <source>SOURCE_DATE_EPOCH must be a whole number of seconds since 1970-01-01 (got &apos;%1&apos;)</source>
        <translation>SOURCE_DATE_EPOCH muss eine ganze Zahl von Sekunden seit 1970-01-01 sein (erhalten: &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>calibrate compares each job&apos;s simulated queueing delay with the one its trace recorded (docs/trace-formats.md says which formats record one)</source>
        <translation>calibrate vergleicht die simulierte Wartezeit jedes Jobs mit der, die sein Trace aufgezeichnet hat (docs/trace-formats.md sagt, welche Formate eine aufzeichnen)</translation>
    </message>
    <message>
        <source>a generated workload has no recorded queueing delays; %1</source>
        <translation>eine generierte Arbeitslast hat keine aufgezeichneten Wartezeiten; %1</translation>
    </message>
    <message>
        <source>the trace format &apos;%1&apos; records no start times, so its jobs have no recorded queueing delay; %2</source>
        <translation>das Trace-Format &apos;%1&apos; zeichnet keine Startzeiten auf, daher haben seine Jobs keine aufgezeichnete Wartezeit; %2</translation>
    </message>
    <message>
        <source>no job of the workload has a recorded queueing delay (the field is empty or absent in every job kept); %1</source>
        <translation>kein Job der Arbeitslast hat eine aufgezeichnete Wartezeit (das Feld ist in jedem behaltenen Job leer oder fehlt); %1</translation>
    </message>
    <message>
        <source>fits at most two parameters (a grid of three would take too many runs)</source>
        <translation>passt höchstens zwei Parameter an (ein Raster aus drei bräuchte zu viele Läufe)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is named twice</source>
        <translation>&apos;%1&apos; wird zweimal genannt</translation>
    </message>
    <message>
        <source>the bounds of &apos;%1&apos; must satisfy 0 &lt; low &lt; high &lt;= 100 (got %2:%3)</source>
        <translation>die Grenzen von &apos;%1&apos; müssen 0 &lt; low &lt; high &lt;= 100 erfüllen (erhalten: %2:%3)</translation>
    </message>
    <message>
        <source>&apos;quota&apos; scales the tenants&apos; quotas, and the scenario&apos;s tenants have none (its &apos;tenants&apos; section)</source>
        <translation>&apos;quota&apos; skaliert die Kontingente der Mandanten, und die Mandanten des Szenarios haben keine (sein Abschnitt &apos;tenants&apos;)</translation>
    </message>
    <message>
        <source>&apos;quota&apos; scales the tenants&apos; quotas, which the scenario&apos;s policy does not keep (policy.sharing is &apos;%1&apos;; strict-quota or borrowing keep them)</source>
        <translation>&apos;quota&apos; skaliert die Kontingente der Mandanten, die die Strategie des Szenarios nicht einhält (policy.sharing ist &apos;%1&apos;; strict-quota oder borrowing halten sie ein)</translation>
    </message>
    <message>
        <source>calibration cancelled</source>
        <translation>Kalibrierung abgebrochen</translation>
    </message>
    <message>
        <source>no job with id &apos;%1&apos; in the workload</source>
        <translation>kein Job mit der ID &apos;%1&apos; in der Arbeitslast</translation>
    </message>
    <message>
        <source>the workload has no jobs (the trace holds none, or skip_seconds, limit or overrides removed them all)</source>
        <translation>die Arbeitslast hat keine Jobs (der Trace enthält keine, oder skip_seconds, limit oder overrides haben alle entfernt)</translation>
    </message>
    <message>
        <source>the policy (%1) cannot be set up: %2</source>
        <translation>die Strategie (%1) lässt sich nicht einrichten: %2</translation>
    </message>
    <message>
        <source>variant &apos;%1&apos;: %2</source>
        <translation>Variante &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>run cancelled</source>
        <translation>Lauf abgebrochen</translation>
    </message>
    <message>
        <source>variant &apos;%1&apos;: the base run has ended by %2, so nothing is left to fork; choose an earlier &apos;at&apos;</source>
        <translation>Variante &apos;%1&apos;: der Basislauf ist bei %2 schon beendet, es bleibt also nichts abzuzweigen; wählen Sie ein früheres &apos;at&apos;</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;</source>
        <translation>Feld &apos;%1&apos;</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>keine solche Datei</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>is a directory, not a file</source>
        <translation>ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>is a device or socket, not a file</source>
        <translation>ist ein Gerät oder Socket, keine Datei</translation>
    </message>
    <message>
        <source>file is too large (%1 bytes or more; limit %2)</source>
        <translation>die Datei ist zu groß (%1 Bytes oder mehr; Grenze %2)</translation>
    </message>
    <message>
        <source>read error: %1</source>
        <translation>Lesefehler: %1</translation>
    </message>
    <message>
        <source>will not write over something that is not a regular file</source>
        <translation>überschreibt nichts, was keine reguläre Datei ist</translation>
    </message>
    <message>
        <source>cannot create a file next to it: %1</source>
        <translation>kann daneben keine Datei anlegen: %1</translation>
    </message>
    <message>
        <source>cannot create: %1</source>
        <translation>kann nicht angelegt werden: %1</translation>
    </message>
    <message>
        <source>write failed: %1</source>
        <translation>Schreiben fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>flush failed</source>
        <translation>Leeren des Puffers fehlgeschlagen</translation>
    </message>
    <message>
        <source>rename failed: %1</source>
        <translation>Umbenennen fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>the output folder has no name</source>
        <translation>der Ausgabeordner hat keinen Namen</translation>
    </message>
    <message>
        <source>cannot resolve the output folder: %1</source>
        <translation>kann den Ausgabeordner nicht auflösen: %1</translation>
    </message>
    <message>
        <source>cannot write the outputs there: it exists and is not a folder</source>
        <translation>kann die Ausgaben dort nicht schreiben: es existiert und ist kein Ordner</translation>
    </message>
    <message>
        <source>cannot write the outputs there: &apos;%1&apos; exists and is not a folder</source>
        <translation>kann die Ausgaben dort nicht schreiben: &apos;%1&apos; existiert und ist kein Ordner</translation>
    </message>
    <message>
        <source>cannot write into &apos;%1&apos;: %2</source>
        <translation>kann nicht in &apos;%1&apos; schreiben: %2</translation>
    </message>
    <message>
        <source>needs a file name (an empty one writes nothing)</source>
        <translation>braucht einen Dateinamen (ein leerer schreibt nichts)</translation>
    </message>
    <message>
        <source>exists and is not a Gantry output folder (no %1); Gantry replaces only its own output folders: choose a new or empty folder</source>
        <translation>existiert und ist kein Gantry-Ausgabeordner (kein %1); Gantry ersetzt nur eigene Ausgabeordner: wählen Sie einen neuen oder leeren Ordner</translation>
    </message>
    <message>
        <source>cannot move the outputs into place: %1</source>
        <translation>kann die Ausgaben nicht an ihren Platz verschieben: %1</translation>
    </message>
    <message>
        <source>the name</source>
        <translation>der Name</translation>
    </message>
    <message>
        <source>%1 is not valid UTF-8 text (byte 0x%2 at character %3)</source>
        <translation>%1 ist kein gültiger UTF-8-Text (Byte 0x%2 an Zeichen %3)</translation>
    </message>
    <message>
        <source>%1 holds a control character (U+%2) at character %3; names are plain text</source>
        <translation>%1 enthält ein Steuerzeichen (U+%2) an Zeichen %3; Namen sind reiner Text</translation>
    </message>
    <message>
        <source>a fork changes the run through its events, from its time on; put &apos;%1&apos; into an event (%2) or into another variant</source>
        <translation>eine Abzweigung ändert den Lauf durch ihre Ereignisse, ab ihrem Zeitpunkt; setzen Sie &apos;%1&apos; in ein Ereignis (%2) oder in eine andere Variante</translation>
    </message>
    <message>
        <source>machine &apos;%1&apos; left the cluster at %2; a machine that leaves does not come back (join a new one)</source>
        <translation>Maschine &apos;%1&apos; hat den Cluster bei %2 verlassen; eine Maschine, die geht, kommt nicht zurück (fügen Sie mit join eine neue hinzu)</translation>
    </message>
    <message>
        <source>machine &apos;%1&apos; joins only at %2</source>
        <translation>Maschine &apos;%1&apos; kommt erst bei %2 hinzu</translation>
    </message>
    <message>
        <source>joins are listed in the order they happen: an earlier join in this fork is at %1</source>
        <translation>join-Ereignisse stehen in der Reihenfolge, in der sie geschehen: ein früheres join dieser Abzweigung ist bei %1</translation>
    </message>
    <message>
        <source>give rack or new_rack, not both</source>
        <translation>geben Sie rack oder new_rack an, nicht beides</translation>
    </message>
    <message>
        <source>there is a rack called &apos;%1&apos; already (use rack: to add to it)</source>
        <translation>es gibt bereits ein Rack namens &apos;%1&apos; (mit rack: fügen Sie ihm Maschinen hinzu)</translation>
    </message>
    <message>
        <source>there is a machine called &apos;%1&apos; already; give the new machines a name</source>
        <translation>es gibt bereits eine Maschine namens &apos;%1&apos;; geben Sie den neuen Maschinen einen Namen</translation>
    </message>
    <message>
        <source>the base&apos;s policy cannot take machines that join: %1</source>
        <translation>die Strategie der Basis kann keine hinzukommenden Maschinen aufnehmen: %1</translation>
    </message>
    <message>
        <source>a plan from a moment judges every job submitted from then on: it cannot hold levels per tenant or split quotas</source>
        <translation>ein Plan ab einem Zeitpunkt beurteilt jeden ab dann eingereichten Job: er kann keine Ziele je Mandant halten und keine Kontingente aufteilen</translation>
    </message>
    <message>
        <source>the run has ended by %1, so nothing is left to plan from; choose an earlier &apos;from&apos;</source>
        <translation>der Lauf ist bei %1 schon beendet, es bleibt also nichts zu planen; wählen Sie ein früheres &apos;from&apos;</translation>
    </message>
    <message>
        <source>this Gantry reads sweep grids of version 1</source>
        <translation>dieses Gantry liest Sweep-Raster der Version 1</translation>
    </message>
    <message>
        <source>must be a list of axes (- name: ..., values: [...])</source>
        <translation>muss eine Liste von Achsen sein (- name: ..., values: [...])</translation>
    </message>
    <message>
        <source>axis &apos;%1&apos; is defined twice</source>
        <translation>Achse &apos;%1&apos; ist zweimal definiert</translation>
    </message>
    <message>
        <source>give values or seeds, not both</source>
        <translation>geben Sie values oder seeds an, nicht beides</translation>
    </message>
    <message>
        <source>must be a list of workload seeds ([1, 2, 3])</source>
        <translation>muss eine Liste von Arbeitslast-Seeds sein ([1, 2, 3])</translation>
    </message>
    <message>
        <source>must be a list of values (- {label: ..., overlay: {...}})</source>
        <translation>muss eine Liste von Werten sein (- {label: ..., overlay: {...}})</translation>
    </message>
    <message>
        <source>two values of axis &apos;%1&apos; are labelled &apos;%2&apos;</source>
        <translation>zwei Werte der Achse &apos;%1&apos; heißen &apos;%2&apos;</translation>
    </message>
    <message>
        <source>the runs (%1) and (%2) are the same run: their overlays add up to the same scenario</source>
        <translation>die Läufe (%1) und (%2) sind derselbe Lauf: ihre Overlays ergeben dasselbe Szenario</translation>
    </message>
    <message>
        <source>this folder holds another sweep (another scenario, grid or Gantry): give each sweep its own --out</source>
        <translation>dieser Ordner enthält einen anderen Sweep (anderes Szenario, Raster oder Gantry): geben Sie jedem Sweep ein eigenes --out</translation>
    </message>
    <message>
        <source>not a sweep&apos;s plan (sweep-runs.txt written by gantry-cli sweep)</source>
        <translation>kein Sweep-Plan (sweep-runs.txt, geschrieben von gantry-cli sweep)</translation>
    </message>
    <message>
        <source>%1 of %2 runs are not done yet (%3): run their shards again with --resume</source>
        <translation>%1 von %2 Läufen sind noch nicht fertig (%3): starten Sie ihre Shards erneut mit --resume</translation>
    </message>
    <message>
        <source>cannot use MPI: %1</source>
        <translation>MPI ist nicht nutzbar: %1</translation>
    </message>
    <message>
        <source>this Gantry was built without Open MPI (libgantry_mpi.so is not installed)</source>
        <translation>dieses Gantry wurde ohne Open MPI gebaut (libgantry_mpi.so ist nicht installiert)</translation>
    </message>
    <message>
        <source>%1 is not the MPI module of this Gantry build</source>
        <translation>%1 ist nicht das MPI-Modul dieses Gantry-Builds</translation>
    </message>
    <message>
        <source>MPI_Init failed</source>
        <translation>MPI_Init ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>not a result of a plan&apos;s run</source>
        <translation>kein Ergebnis eines Laufs eines Plans</translation>
    </message>
    <message>
        <source>cannot keep the decisions&apos; details on disk in %1: %2</source>
        <translation>die Details der Entscheidungen können nicht in %1 auf der Festplatte gehalten werden: %2</translation>
    </message>
    <message>
        <source>cannot keep the decisions&apos; details on disk: %1</source>
        <translation>die Details der Entscheidungen können nicht auf der Festplatte gehalten werden: %1</translation>
    </message>
    <message>
        <source>cannot read the decisions&apos; details back: %1</source>
        <translation>die Details der Entscheidungen können nicht zurückgelesen werden: %1</translation>
    </message>
    <message>
        <source>unknown billing &apos;%1&apos;%2; known: %3 (owned and reserved pay the cluster&apos;s cost, on-demand and spot the GPU-hours used)</source>
        <translation>unbekannte Abrechnung &apos;%1&apos;%2; bekannt: %3 (owned und reserved zahlen die Clusterkosten, on-demand und spot die genutzten GPU-Stunden)</translation>
    </message>
    <message>
        <source>must be a time above zero and at most 100 years (30d, 720h)</source>
        <translation>muss eine Zeit über null und höchstens 100 Jahre sein (30d, 720h)</translation>
    </message>
    <message>
        <source>must be cluster_cost (the cluster&apos;s price per hour) or usage_cost (the runs&apos; GPU-hours x prices; got &apos;%1&apos;)</source>
        <translation>muss cluster_cost (der Stundenpreis des Clusters) oder usage_cost (GPU-Stunden der Läufe x Preise) sein (erhalten: &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>must be a mapping, e.g. {ordering: sjf}</source>
        <translation>muss eine Zuordnung sein, z. B. {ordering: sjf}</translation>
    </message>
    <message>
        <source>a namespace Kubernetes or Kueue keeps for itself (default, kube-*, kueue-system)</source>
        <translation>ein Namespace, den Kubernetes oder Kueue für sich reserviert (default, kube-*, kueue-system)</translation>
    </message>
    <message>
        <source>an account or QOS Slurm keeps for itself (root, normal)</source>
        <translation>ein Konto oder eine QOS, die Slurm für sich reserviert (root, normal)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be a Slurm user: a Unix user name has 1 to 32 letters, digits, &apos;_&apos;, &apos;-&apos; and &apos;.&apos;, and does not start with &apos;-&apos; or a digit</source>
        <translation>„%1“ kann kein Slurm-Benutzer sein: Ein Unix-Benutzername hat 1 bis 32 Buchstaben, Ziffern, „_“, „-“ und „.“ und beginnt nicht mit „-“ oder einer Ziffer</translation>
    </message>
    <message>
        <source>tenant &apos;%1&apos; would be exported as &apos;%2&apos;, %3; rename the tenant</source>
        <translation>Mandant „%1“ würde als „%2“ exportiert, %3; benennen Sie den Mandanten um</translation>
    </message>
    <message>
        <source>%1 holds a control character (U+%2) at character %3; texts are plain text</source>
        <translation>%1 enthält ein Steuerzeichen (U+%2) an Zeichen %3; Texte sind reiner Text</translation>
    </message>
    <message>
        <source>the text</source>
        <translation>der Text</translation>
    </message>
    <message>
        <source>expected &apos;%1&apos;</source>
        <translation>„%1“ erwartet</translation>
    </message>
    <message>
        <source>expected a JSON value here ({, [, &quot;, a number, true, false or null)</source>
        <translation>hier wird ein JSON-Wert erwartet ({, [, &quot;, eine Zahl, true, false oder null)</translation>
    </message>
    <message>
        <source>none of its keys is one this file should have (%1): it is not this kind of file</source>
        <translation>keiner ihrer Schlüssel gehört in eine solche Datei (%1): Es ist keine Datei dieser Art</translation>
    </message>
    <message>
        <source>required column %1 is missing: the first line names no column of this format, so it is not its header</source>
        <translation>Pflichtspalte %1 fehlt: Die erste Zeile nennt keine Spalte dieses Formats, sie ist also nicht dessen Kopfzeile</translation>
    </message>
    <message>
        <source>%1 is not a whole number of GPUs (got &apos;%2&apos;)</source>
        <translation>%1 ist keine ganze Zahl von GPUs (erhalten: „%2“)</translation>
    </message>
    <message>
        <source>must be between 0.001 and 1000000, with at most three decimals (weights are relative, and exports keep their proportions exactly)</source>
        <translation>muss zwischen 0,001 und 1000000 liegen, mit höchstens drei Nachkommastellen (Gewichte sind relativ, und Exporte behalten ihre Verhältnisse genau bei)</translation>
    </message>
    <message>
        <source>the plan compares %1 options (%2 x %3), more than the %4 a plan may compare: split it into several plans</source>
        <translation>der Plan vergleicht %1 Optionen (%2 x %3), mehr als die %4, die ein Plan vergleichen darf: teilen Sie ihn in mehrere Pläne auf</translation>
    </message>
    <message>
        <source>1 quota split</source>
        <translation>1 Quotenaufteilung</translation>
    </message>
    <message>
        <source>%1 quota splits</source>
        <translation>%1 Quotenaufteilungen</translation>
    </message>
    <message>
        <source>leaves out the scenario&apos;s tenant &apos;%1&apos; (a split changes quotas, not who the tenants are: give it a quota, 0 if it gets none)</source>
        <translation>lässt den Mandanten &apos;%1&apos; des Szenarios aus (eine Aufteilung ändert Quoten, nicht die Mandanten: geben Sie ihm eine Quote, 0, wenn er keine bekommt)</translation>
    </message>
    <message>
        <source>the grid makes %1 runs (%2 values per axis), more than the %3 a sweep may have: split it into smaller grids</source>
        <translation>das Raster ergibt %1 Läufe (%2 Werte je Achse), mehr als die %3, die ein Sweep haben darf: teilen Sie es in kleinere Raster auf</translation>
    </message>
    <message>
        <source>the grid makes %1 runs (%2 values per axis), more than the %3 a sweep may have: make it smaller, or allow up to %4 with %5</source>
        <translation>das Raster ergibt %1 Läufe (%2 Werte je Achse), mehr als die %3, die ein Sweep haben darf: verkleinern Sie es oder erlauben Sie bis zu %4 mit %5</translation>
    </message>
    <message>
        <source>quota split &apos;%1&apos;: %2</source>
        <translation>Quotenaufteilung &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>the bounds of &apos;gpus&apos; reach %1 machines, more than a cluster may have (%2): for this cluster of %3 the high bound may be at most %4</source>
        <translation>die Grenzen von &apos;gpus&apos; erreichen %1 Maschinen, mehr als ein Cluster haben darf (%2): für diesen Cluster mit %3 darf die obere Grenze höchstens %4 sein</translation>
    </message>
    <message>
        <source>no job of the workload belongs to tenant &apos;%1&apos;, so its service level would be met by nothing (its members match no job)</source>
        <translation>kein Job der Arbeitslast gehört zum Mandanten &apos;%1&apos;, also wäre sein Service-Level von nichts erfüllt (seine Mitglieder passen zu keinem Job)</translation>
    </message>
    <message>
        <source>expected a number from %1 to %2 (got %3)</source>
        <translation>erwartet eine Zahl von %1 bis %2 (erhalten: %3)</translation>
    </message>
    <message>
        <source>expected a time such as 7-0, 00:15:00 or a number of minutes (got %1)</source>
        <translation>erwartet eine Zeit wie 7-0, 00:15:00 oder eine Zahl von Minuten (erhalten: %1)</translation>
    </message>
    <message>
        <source>expected GPUs as gpu:COUNT or gpu:TYPE:COUNT (got %1)</source>
        <translation>erwartet GPUs als gpu:ANZAHL oder gpu:TYP:ANZAHL (erhalten: %1)</translation>
    </message>
    <message>
        <source>is not a list of node names such as n[1-8] (got %1)</source>
        <translation>ist keine Liste von Knotennamen wie n[1-8] (erhalten: %1)</translation>
    </message>
    <message>
        <source>expected priority/basic or priority/multifactor (got %1)</source>
        <translation>erwartet priority/basic oder priority/multifactor (erhalten: %1)</translation>
    </message>
    <message>
        <source>expected sched/backfill or sched/builtin (got %1)</source>
        <translation>erwartet sched/backfill oder sched/builtin (erhalten: %1)</translation>
    </message>
    <message>
        <source>expected a sacctmgr dump line such as Account - &apos;name&apos;:Fairshare=1</source>
        <translation>erwartet eine Zeile von sacctmgr dump wie Account - &apos;name&apos;:Fairshare=1</translation>
    </message>
    <message>
        <source>the name&apos;s closing quote is missing</source>
        <translation>dem Namen fehlt das schließende Anführungszeichen</translation>
    </message>
    <message>
        <source>expected a share of 0 or more (got %1)</source>
        <translation>erwartet einen Anteil von 0 oder mehr (erhalten: %1)</translation>
    </message>
    <message>
        <source>no node has GPUs (NodeName lines with Gres=gpu:COUNT)</source>
        <translation>kein Knoten hat GPUs (NodeName-Zeilen mit Gres=gpu:ANZAHL)</translation>
    </message>
    <message>
        <source>must be more than 0 (leave it empty for no limit)</source>
        <translation>muss größer als 0 sein (leer lassen für kein Limit)</translation>
    </message>
    <message>
        <source>expected a whole number of seconds above 0</source>
        <translation>erwartet eine ganze Zahl von Sekunden über 0</translation>
    </message>
    <message>
        <source>needs %1 nodes of %2 GPUs; the cluster has %3 such nodes</source>
        <translation>braucht %1 Knoten mit %2 GPUs; der Cluster hat %3 solche Knoten</translation>
    </message>
    <message>
        <source>is &apos;%1&apos;; Slurm&apos;s priority plugins here are basic and multifactor</source>
        <translation>ist &apos;%1&apos;; Slurms Prioritäts-Plugins sind hier basic und multifactor</translation>
    </message>
    <message>
        <source>is not a Slurm time limit such as 1-02:00:00, 30:00 or UNLIMITED (got %1)</source>
        <translation>ist kein Slurm-Zeitlimit wie 1-02:00:00, 30:00 oder UNLIMITED (erhalten: %1)</translation>
    </message>
    <message>
        <source>must be a non-empty list of partitions (- {name: gpu, machines: [n1, n2]})</source>
        <translation>muss eine nicht leere Liste von Partitionen sein (- {name: gpu, machines: [n1, n2]})</translation>
    </message>
    <message>
        <source>partition &apos;%1&apos; is defined twice</source>
        <translation>Partition „%1“ ist zweimal definiert</translation>
    </message>
    <message>
        <source>must be a non-empty list of machine names</source>
        <translation>muss eine nicht leere Liste von Maschinennamen sein</translation>
    </message>
    <message>
        <source>no machine is called &apos;%1&apos;</source>
        <translation>keine Maschine heißt „%1“</translation>
    </message>
    <message>
        <source>machine &apos;%1&apos; is listed twice</source>
        <translation>Maschine „%1“ ist zweimal aufgeführt</translation>
    </message>
    <message>
        <source>only one partition may be the default</source>
        <translation>nur eine Partition darf die Standardpartition sein</translation>
    </message>
    <message>
        <source>PartitionName=DEFAULT is not read: give each partition its settings</source>
        <translation>PartitionName=DEFAULT wird nicht gelesen: geben Sie jeder Partition ihre Einstellungen</translation>
    </message>
    <message>
        <source>a partition needs a name</source>
        <translation>eine Partition braucht einen Namen</translation>
    </message>
    <message>
        <source>a partition needs at least one machine</source>
        <translation>eine Partition braucht mindestens eine Maschine</translation>
    </message>
    <message>
        <source>refers to a machine that does not exist</source>
        <translation>verweist auf eine Maschine, die es nicht gibt</translation>
    </message>
    <message>
        <source>expected gres/gpu=COUNT, a whole number of GPUs (got %1)</source>
        <translation>erwartet gres/gpu=ANZAHL, eine ganze Zahl von GPUs (erhalten: %1)</translation>
    </message>
    <message>
        <source>needs %1 GPUs; its account &apos;%2&apos; may hold at most %3 (GrpTRES)</source>
        <translation>braucht %1 GPUs; sein Konto „%2“ darf höchstens %3 halten (GrpTRES)</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds</comment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <comment>minutes</comment>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <comment>hours</comment>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 d</source>
        <comment>days</comment>
        <translation>%1 d</translation>
    </message>
    <message>
        <source>$%1</source>
        <comment>US dollars</comment>
        <translation>%1 $</translation>
    </message>
    <message>
        <source>n/a</source>
        <comment>no relative change: the base is zero</comment>
        <translation>k. A.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>between %1 and %2</source>
        <translation>zwischen %1 und %2</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>mindestens %1</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>höchstens %1</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <comment>a checked fact and its value</comment>
        <translation>%1 ist %2</translation>
    </message>
    <message>
        <source>%1 is %2 (wanted: %3)</source>
        <translation>%1 ist %2 (verlangt: %3)</translation>
    </message>
    <message>
        <source>you predicted %1; it is %2 (within %3)</source>
        <translation>Ihre Vorhersage: %1; tatsächlich %2 (innerhalb von %3)</translation>
    </message>
    <message>
        <source>you predicted %1; it is %2 (not within %3)</source>
        <translation>Ihre Vorhersage: %1; tatsächlich %2 (nicht innerhalb von %3)</translation>
    </message>
    <message>
        <source>at the start</source>
        <translation>zu Beginn</translation>
    </message>
    <message>
        <source>when the run ends</source>
        <translation>wenn der Lauf endet</translation>
    </message>
    <message>
        <source>at %1</source>
        <comment>a moment of the run</comment>
        <translation>bei %1</translation>
    </message>
</context>
<context>
    <name>Plan</name>
    <message>
        <source>avg JCT</source>
        <translation>mittlere JCT</translation>
    </message>
    <message>
        <source>p95 JCT</source>
        <translation>p95-JCT</translation>
    </message>
    <message>
        <source>p99 JCT</source>
        <translation>p99-JCT</translation>
    </message>
    <message>
        <source>avg wait</source>
        <translation>mittlere Wartezeit</translation>
    </message>
    <message>
        <source>p95 wait</source>
        <translation>p95-Wartezeit</translation>
    </message>
    <message>
        <source>last completion</source>
        <translation>letzter Abschluss</translation>
    </message>
    <message>
        <source>GPU utilisation</source>
        <translation>GPU-Auslastung</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <comment>a tenant&apos;s service metric</comment>
        <translation>%2 von %1</translation>
    </message>
    <message>
        <source>%1 at least %2</source>
        <translation>%1 mindestens %2</translation>
    </message>
    <message>
        <source>%1 at most %2</source>
        <translation>%1 höchstens %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 x %2 (%n GPUs)</source>
        <comment>machine count x GPU type (GPUs per machine)</comment>
        <translation>
            <numerusform>%1 × %2 (%n GPU)</numerusform>
            <numerusform>%1 × %2 (%n GPUs)</numerusform>
        </translation>
    </message>
    <message>
        <source>jobs still running</source>
        <translation>Jobs laufen noch</translation>
    </message>
    <message>
        <source>too many jobs late</source>
        <translation>zu viele Jobs verspätet</translation>
    </message>
    <message>
        <source>too many jobs waiting</source>
        <translation>zu viele Jobs wartend</translation>
    </message>
    <message>
        <source>already above on average</source>
        <translation>schon im Mittel darüber</translation>
    </message>
    <message>
        <source>%1 certainly over %2 (%3)</source>
        <comment>a service level missed before the run ends: metric, limit, why</comment>
        <translation>%1 sicher über %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>%n jobs do not fit this cluster</source>
        <translation>
            <numerusform>%n Job passt nicht in diesen Cluster</numerusform>
            <numerusform>%n Jobs passen nicht in diesen Cluster</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n jobs unfinished</source>
        <translation>
            <numerusform>%n Job nicht fertig</numerusform>
            <numerusform>%n Jobs nicht fertig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n jobs need more GPUs than the cluster has (not simulated)</source>
        <translation>
            <numerusform>%n Job braucht mehr GPUs, als der Cluster hat (nicht simuliert)</numerusform>
            <numerusform>%n Jobs brauchen mehr GPUs, als der Cluster hat (nicht simuliert)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 at least %2 &gt; %3 (GPU-hours bound, not simulated)</source>
        <translation>%1 mindestens %2 &gt; %3 (Schranke aus GPU-Stunden, nicht simuliert)</translation>
    </message>
    <message>
        <source>no GPUs even with every shape at its most</source>
        <translation>keine GPUs, selbst mit jeder Maschinenform am Maximum</translation>
    </message>
    <message>
        <source>even the largest cluster (%1) cannot meet the levels: %2</source>
        <translation>selbst der größte Cluster (%1) kann die Level nicht einhalten: %2</translation>
    </message>
    <message>
        <source>no GPUs</source>
        <comment>a plan&apos;s configuration without GPUs</comment>
        <translation>keine GPUs</translation>
    </message>
    <message>
        <source>%1 (seed %2)</source>
        <translation>%1 (Seed %2)</translation>
    </message>
    <message numerus="yes">
        <source>meets every level on %1 of %n workloads</source>
        <translation>
            <numerusform>erfüllt jedes Level auf %1 von %n Arbeitslast</numerusform>
            <numerusform>erfüllt jedes Level auf %1 von %n Arbeitslasten</numerusform>
        </translation>
    </message>
    <message>
        <source>meets every level</source>
        <translation>erfüllt jedes Level</translation>
    </message>
    <message>
        <source>%1, for the jobs submitted from %2 on, the machines joining the cluster then</source>
        <translation>%1, für die ab %2 eingereichten Jobs, wobei die Maschinen dann zum Cluster hinzukommen</translation>
    </message>
    <message>
        <source>the scenario&apos;s policy</source>
        <translation>die Richtlinie des Szenarios</translation>
    </message>
    <message>
        <source>%1, quotas: %2</source>
        <translation>%1, Kontingente: %2</translation>
    </message>
    <message>
        <source>Plan: %1 on %2</source>
        <translation>Plan: %1 auf %2</translation>
    </message>
</context>
<context>
    <name>PolicyDescription</name>
    <message>
        <source>DL2 (Peng et al., TPDS 2021): a policy network re-sizes elastic PS jobs every 20-minute slot over an 8 x J state with 3J + 1 actions (+worker, +PS, +bundle per window job, stop); tasks go to the least-loaded machines. Train with gantry-cli train --agent dl2.</source>
        <translation>DL2 (Peng et al., TPDS 2021): ein Policy-Netz passt elastische PS-Jobs in jedem 20-Minuten-Slot an, über einen Zustand von 8 x J mit 3J + 1 Aktionen (+Worker, +PS, +Bündel je Job im Fenster, Stopp); Tasks gehen auf die am wenigsten belasteten Maschinen. Training mit gantry-cli train --agent dl2.</translation>
    </message>
    <message>
        <source>The dual-agent scheduler (Xing et al., KDD&apos;23): an ordering agent picks the next job from the queue (or waits), a placement agent picks its machine from free GPUs, type, price and a random-walk Gaussian process&apos;s belief about each machine&apos;s hidden slowdown; trained together for fee and JCT. Knows job durations like SJF (an oracle). Train with gantry-cli train --agent dual-agent.</source>
        <translation>Der Dual-Agent-Scheduler (Xing et al., KDD&apos;23): ein Reihenfolge-Agent wählt den nächsten Job aus der Warteschlange (oder wartet), ein Platzierungs-Agent wählt seine Maschine anhand freier GPUs, Typ, Preis und der Annahme eines Random-Walk-Gauß-Prozesses über die verborgene Verlangsamung jeder Maschine; gemeinsam trainiert auf Gebühr und JCT. Kennt die Jobdauern wie SJF (ein Orakel). Training mit gantry-cli train --agent dual-agent.</translation>
    </message>
    <message>
        <source>Harmony (Bao et al., INFOCOM 2019; IEEE/ACM ToN 2023): an encoder of the servers with multi-head self-attention and a decoder place each task of a job (workers, then parameter servers) on a server, learned to avoid co-locating jobs that slow each other down. FIFO order with backfilling. Train with gantry-cli train --agent harmony.</source>
        <translation>Harmony (Bao et al., INFOCOM 2019; IEEE/ACM ToN 2023): ein Encoder der Server mit Multi-Head-Self-Attention und ein Decoder platzieren jede Task eines Jobs (Worker, dann Parameter-Server) auf einem Server, gelernt, um Jobs nicht zusammenzulegen, die sich gegenseitig verlangsamen. FIFO-Reihenfolge mit Backfilling. Training mit gantry-cli train --agent harmony.</translation>
    </message>
    <message>
        <source>TopDRL (Ayadi et al., JPDC 2025): a multi-branch CNN over the cluster occupancy and the queue picks the next job (or waits); the closest-GPU heuristic places it. Knows job durations like SJF (an oracle). Train with gantry-cli train --agent topdrl.</source>
        <translation>TopDRL (Ayadi et al., JPDC 2025): ein mehrzweigiges CNN über die Belegung des Clusters und die Warteschlange wählt den nächsten Job (oder wartet); die Closest-GPU-Heuristik platziert ihn. Kennt die Jobdauern wie SJF (ein Orakel). Training mit gantry-cli train --agent topdrl.</translation>
    </message>
    <message>
        <source>Jobs in submit order; a preempted or restarted job goes back to its arrival position. DL2&apos;s and TopDRL&apos;s FIFO/FCFS baseline (pengyanghua/DL2 fifo_env.py; djjbxxz/Proximity-DRL FCFS).</source>
        <translation>Jobs in Einreichungsreihenfolge; ein verdrängter oder neu gestarteter Job kehrt an seine Ankunftsposition zurück. Die FIFO/FCFS-Baseline von DL2 und TopDRL (pengyanghua/DL2 fifo_env.py; djjbxxz/Proximity-DRL FCFS).</translation>
    </message>
    <message>
        <source>Shortest recorded duration first (an oracle: it knows durations in advance). TopDRL&apos;s SJF job selector; Tiresias&apos; simulator &apos;sjf&apos;.</source>
        <translation>Kürzeste aufgezeichnete Dauer zuerst (ein Orakel: kennt die Dauern im Voraus). Der SJF-Jobauswähler von TopDRL; &apos;sjf&apos; im Simulator von Tiresias.</translation>
    </message>
    <message>
        <source>Least remaining work first (oracle). With preemptive on, a waiting job evicts running jobs with strictly more remaining work when that frees enough GPUs. DL2&apos;s SRTF baseline ordering (pengyanghua/DL2 srtf_env.py); Tiresias&apos; simulator &apos;shortest&apos;.</source>
        <translation>Geringste verbleibende Arbeit zuerst (Orakel). Mit preemptive verdrängt ein wartender Job laufende Jobs mit echt mehr verbleibender Arbeit, wenn das genug GPUs frei macht. Die SRTF-Baseline-Reihenfolge von DL2 (pengyanghua/DL2 srtf_env.py); &apos;shortest&apos; im Simulator von Tiresias.</translation>
    </message>
    <message>
        <source>Jobs asking for the fewest GPUs go first: the job selector TopDRL&apos;s sibling code calls &apos;DRF&apos; (djjbxxz/Proximity-DRL jobselector/drf.py).</source>
        <translation>Jobs, die die wenigsten GPUs anfordern, zuerst: der Jobauswähler, den der Schwestercode von TopDRL &apos;DRF&apos; nennt (djjbxxz/Proximity-DRL jobselector/drf.py).</translation>
    </message>
    <message>
        <source>Discretised two-dimensional least-attained-service (Gu et al., NSDI&apos;19): a job&apos;s queue is set by the GPU-seconds it has received; lower queues go first, FIFO by arrival inside a queue; preemptive. No knowledge of durations.</source>
        <translation>Diskretisiertes zweidimensionales Least-Attained-Service (Gu et al., NSDI&apos;19): die Warteschlange eines Jobs richtet sich nach den GPU-Sekunden, die er erhalten hat; niedrigere Warteschlangen zuerst, innerhalb einer Warteschlange FIFO nach Ankunft; verdrängend. Kein Wissen über Dauern.</translation>
    </message>
    <message>
        <source>The job whose owner (user, or VC when the user is empty) holds the smallest dominant share of the cluster (max of its GPU and CPU-slot shares) goes first (Ghodsi et al., NSDI&apos;11). Shares change as jobs start, so priorities are recomputed every pass.</source>
        <translation>Zuerst der Job, dessen Besitzer (Benutzer, oder VC, wenn der Benutzer leer ist) den kleinsten dominanten Anteil am Cluster hält (das Maximum seiner GPU- und CPU-Slot-Anteile) (Ghodsi et al., NSDI&apos;11). Die Anteile ändern sich, wenn Jobs starten, daher werden die Prioritäten in jedem Durchlauf neu berechnet.</translation>
    </message>
    <message>
        <source>Largest Tetris score first (Grandl et al., SIGCOMM&apos;14): alignment of the job&apos;s (GPU, CPU) demand with the free resources of its best machine, plus w x demand x (1 - remaining fraction), w = mean alignment / mean SRTF term as in DL2&apos;s tetris_env (oracle: uses remaining work).</source>
        <translation>Größter Tetris-Wert zuerst (Grandl et al., SIGCOMM&apos;14): Übereinstimmung des (GPU-, CPU-)Bedarfs des Jobs mit den freien Ressourcen seiner besten Maschine, plus w x Bedarf x (1 - verbleibender Anteil), w = mittlere Übereinstimmung / mittlerer SRTF-Term wie in DL2s tetris_env (Orakel: nutzt die verbleibende Arbeit).</translation>
    </message>
    <message>
        <source>A fixed pseudo-random order from (seed, job index): TopDRL&apos;s Random job selector, made reproducible.</source>
        <translation>Eine feste pseudozufällige Reihenfolge aus (Seed, Jobindex): der Random-Jobauswähler von TopDRL, reproduzierbar gemacht.</translation>
    </message>
    <message>
        <source>The lowest-index free GPUs, spreading over machines if needed: TopDRL&apos;s first-available GPU selector.</source>
        <translation>Die freien GPUs mit dem niedrigsten Index, bei Bedarf über Maschinen verteilt: der First-Available-GPU-Auswähler von TopDRL.</translation>
    </message>
    <message>
        <source>The machine with the fewest free GPUs that holds the job; otherwise the fewest machines (largest first).</source>
        <translation>Die Maschine mit den wenigsten freien GPUs, auf die der Job passt; sonst die wenigsten Maschinen (größte zuerst).</translation>
    </message>
    <message>
        <source>One machine if possible (best fit); else one rack on the fewest machines; else the fewest racks. Unlike &apos;yarn&apos; it spreads rather than wait.</source>
        <translation>Eine Maschine, wenn möglich (Best Fit); sonst ein Rack auf den wenigsten Maschinen; sonst die wenigsten Racks. Anders als &apos;yarn&apos; verteilt es, statt zu warten.</translation>
    </message>
    <message>
        <source>All or nothing in one rack, as the Tiresias simulator&apos;s &apos;yarn&apos; scheme (SymbioticLab/Tiresias simulator/switch.py): a job that fits a machine takes the first machine with room; a larger one takes whole idle machines plus one for the remainder, in the first rack that has them; otherwise it waits.</source>
        <translation>Alles oder nichts in einem Rack, wie das Schema &apos;yarn&apos; des Tiresias-Simulators (SymbioticLab/Tiresias simulator/switch.py): ein Job, der auf eine Maschine passt, nimmt die erste Maschine mit Platz; ein größerer nimmt ganze freie Maschinen plus eine für den Rest, im ersten Rack, das sie hat; sonst wartet er.</translation>
    </message>
    <message>
        <source>Machines in a pseudo-random order from (seed, job index), lowest-index GPUs on each: Tiresias&apos; and TopDRL&apos;s random placement, made reproducible.</source>
        <translation>Maschinen in einer pseudozufälligen Reihenfolge aus (Seed, Jobindex), auf jeder die GPUs mit dem niedrigsten Index: die zufällige Platzierung von Tiresias und TopDRL, reproduzierbar gemacht.</translation>
    </message>
    <message>
        <source>The machine with the most free GPUs that holds the job; else the emptiest racks and machines first: TopDRL&apos;s load-balance GPU selector.</source>
        <translation>Die Maschine mit den meisten freien GPUs, auf die der Job passt; sonst die leersten Racks und Maschinen zuerst: der Load-Balance-GPU-Auswähler von TopDRL.</translation>
    </message>
    <message>
        <source>Minimises TopDRL&apos;s topology communication cost (rack edge 1/2, machine edge 1/4, GPU edge 1/40 over the union of tree paths from the cluster centre; Proximity-DRL topology.py) among: best-fit machine, rack on fewest machines, fewest racks.</source>
        <translation>Minimiert die Topologie-Kommunikationskosten von TopDRL (Rack-Kante 1/2, Maschinen-Kante 1/4, GPU-Kante 1/40 über die Vereinigung der Baumpfade vom Zentrum des Clusters; Proximity-DRL topology.py) unter: Best-Fit-Maschine, Rack auf den wenigsten Maschinen, wenigste Racks.</translation>
    </message>
    <message>
        <source>The machine with the lowest price per GPU-hour (spot price on spot machines) that holds the job, fewest free GPUs first among equals; else spread in price order. A public-cloud baseline of the dual-agent scheduler (Xing et al., KDD&apos;23).</source>
        <translation>Die Maschine mit dem niedrigsten Preis pro GPU-Stunde (Spot-Preis auf Spot-Maschinen), auf die der Job passt, bei Gleichstand die mit den wenigsten freien GPUs; sonst nach Preis verteilt. Eine Public-Cloud-Baseline des Dual-Agent-Schedulers (Xing et al., KDD&apos;23).</translation>
    </message>
    <message>
        <source>The machine with the fastest GPU type (nominal speed: hidden per-machine performance is not known) that holds the job, fewest free GPUs first among equals; else spread in speed order. A public-cloud baseline of the dual-agent scheduler (Xing et al., KDD&apos;23).</source>
        <translation>Die Maschine mit dem schnellsten GPU-Typ (Nenngeschwindigkeit: die verborgene Leistung je Maschine ist unbekannt), auf die der Job passt, bei Gleichstand die mit den wenigsten freien GPUs; sonst nach Geschwindigkeit verteilt. Eine Public-Cloud-Baseline des Dual-Agent-Schedulers (Xing et al., KDD&apos;23).</translation>
    </message>
    <message>
        <source>Knows the speed model&apos;s true co-location slowdowns (an oracle) and puts each job, workers and parameter servers, where the cluster&apos;s total speed gains most: the job&apos;s own rate minus what its co-runners lose. The upper reference of Harmony (Bao et al., INFOCOM 2019).</source>
        <translation>Kennt die wahren Verlangsamungen durch Co-Location im Geschwindigkeitsmodell (ein Orakel) und setzt jeden Job, Worker und Parameter-Server, dorthin, wo die Gesamtgeschwindigkeit des Clusters am meisten gewinnt: die eigene Rate des Jobs minus das, was seine Nachbarn verlieren. Die obere Referenz für Harmony (Bao et al., INFOCOM 2019).</translation>
    </message>
    <message>
        <source>One machine if possible (best fit), else one rack on the fewest machines; never across racks: the job waits instead. The always-consolidate baseline of Dally (Sharma et al., arXiv 2401.16492).</source>
        <translation>Eine Maschine, wenn möglich (Best Fit), sonst ein Rack auf den wenigsten Maschinen; nie über Racks hinweg: der Job wartet stattdessen. Die Always-consolidate-Baseline von Dally (Sharma et al., arXiv 2401.16492).</translation>
    </message>
    <message>
        <source>Network-sensitive delay scheduling (Sharma et al., arXiv 2401.16492; Zaharia et al., EuroSys&apos;10): a job that cannot get one machine waits while others start, takes one rack after its class&apos;s first timer and any spread after the second; insensitive jobs start anywhere at once. A sensitive job past its first timer may preempt less sensitive jobs on a machine when its predicted gain exceeds their checkpoint and restore cost, and a job that had to spread moves to one machine once one frees (same rule). The auto-tuner sets the timers from recent completions (ski-rental break-even). Timers, classes, tuner and preemption rule are Gantry&apos;s (docs/policies.md).</source>
        <translation>Netzwerksensitives Delay Scheduling (Sharma et al., arXiv 2401.16492; Zaharia et al., EuroSys&apos;10): ein Job, der keine einzelne Maschine bekommt, wartet, während andere starten, nimmt nach dem ersten Timer seiner Klasse ein Rack und nach dem zweiten jede Verteilung; unempfindliche Jobs starten sofort irgendwo. Ein empfindlicher Job nach seinem ersten Timer darf weniger empfindliche Jobs auf einer Maschine verdrängen, wenn sein erwarteter Gewinn ihre Kosten für Checkpoint und Wiederherstellung übersteigt, und ein Job, der verteilt werden musste, zieht auf eine Maschine um, sobald eine frei wird (dieselbe Regel). Der Auto-Tuner setzt die Timer aus den letzten Abschlüssen (Ski-Rental-Break-even). Timer, Klassen, Tuner und Verdrängungsregel sind die von Gantry (docs/policies.md).</translation>
    </message>
    <message>
        <source>No sizing part: every job gets exactly the GPUs (and PS tasks) it asked for.</source>
        <translation>Kein Größenteil: jeder Job bekommt genau die GPUs (und PS-Tasks), die er angefordert hat.</translation>
    </message>
    <message>
        <source>Re-decided every slot: in order, each job gets its requested size if it fits, else waits.</source>
        <translation>In jedem Slot neu entschieden: der Reihe nach bekommt jeder Job seine angeforderte Größe, wenn sie passt, sonst wartet er.</translation>
    </message>
    <message>
        <source>DL2&apos;s DRF baseline: a bundle (1 worker + 1 PS) at a time to the job with the smallest dominant share until resources run out or jobs reach their maximum (pengyanghua/DL2 drf_env.py).</source>
        <translation>Die DRF-Baseline von DL2: jeweils ein Bündel (1 Worker + 1 PS) an den Job mit dem kleinsten dominanten Anteil, bis die Ressourcen erschöpft sind oder die Jobs ihr Maximum erreichen (pengyanghua/DL2 drf_env.py).</translation>
    </message>
    <message>
        <source>DL2&apos;s FIFO baseline: in order, each job takes bundles up to its maximum; the first job that cannot grow ends the slot (pengyanghua/DL2 fifo_env.py).</source>
        <translation>Die FIFO-Baseline von DL2: der Reihe nach nimmt jeder Job Bündel bis zu seinem Maximum; der erste Job, der nicht wachsen kann, beendet den Slot (pengyanghua/DL2 fifo_env.py).</translation>
    </message>
    <message>
        <source>DL2&apos;s SRTF baseline: like fifo-bundles, by smallest remaining fraction of work (oracle).</source>
        <translation>Die SRTF-Baseline von DL2: wie fifo-bundles, nach dem kleinsten verbleibenden Anteil der Arbeit (Orakel).</translation>
    </message>
    <message>
        <source>Optimus (Peng et al., EuroSys&apos;18) as in DL2&apos;s optimus_env: every job first gets its minimum, then repeatedly the +1 worker or +1 PS with the largest reduction of estimated remaining time (remaining work / speed model rate on a consolidated what-if placement) until no gain or no resources. Uses remaining work (oracle, as Optimus&apos; fitted loss curve stands in for it).</source>
        <translation>Optimus (Peng et al., EuroSys&apos;18) wie in DL2s optimus_env: jeder Job bekommt zuerst sein Minimum, dann wiederholt den +1 Worker oder +1 PS mit der größten Verringerung der geschätzten Restzeit (verbleibende Arbeit / Rate des Geschwindigkeitsmodells auf einer konsolidierten Was-wäre-wenn-Platzierung), bis es keinen Gewinn oder keine Ressourcen mehr gibt. Nutzt die verbleibende Arbeit (Orakel, da die angepasste Verlustkurve von Optimus dafür steht).</translation>
    </message>
    <message>
        <source>Tenants are only labels: every job waits in one queue, whatever its tenant holds.</source>
        <translation>Mandanten sind nur Etiketten: jeder Job wartet in einer Warteschlange, gleich was sein Mandant hält.</translation>
    </message>
    <message>
        <source>A job starts only if its tenant&apos;s jobs, with it, hold no more than the tenant&apos;s quota (per GPU type where the quota is given so) and its limit: idle quota is never lent (Jeon et al., ATC&apos;19, on Philly&apos;s per-VC quotas).</source>
        <translation>Ein Job startet nur, wenn die Jobs seines Mandanten mit ihm nicht mehr als das Kontingent des Mandanten (je GPU-Typ, wo das Kontingent so angegeben ist) und sein Limit halten: freies Kontingent wird nie verliehen (Jeon et al., ATC&apos;19, zu Phillys Kontingenten je VC).</translation>
    </message>
    <message>
        <source>Within its quota a tenant&apos;s job starts as with strict quotas; beyond it, up to the tenant&apos;s limit, if the tenant may borrow and what all tenants hold beyond their quotas fits in the quota lenders neither hold nor wait for and the GPUs in nobody&apos;s quota (counted in GPUs of any type). Borrowed GPUs come back when the borrower&apos;s jobs end: nothing is preempted to reclaim them (Kueue&apos;s borrowing without reclaimWithinCohort; kueue.sigs.k8s.io/docs/concepts/cluster_queue).</source>
        <translation>Innerhalb seines Kontingents startet der Job eines Mandanten wie bei strikten Kontingenten; darüber hinaus, bis zum Limit des Mandanten, wenn der Mandant leihen darf und das, was alle Mandanten über ihre Kontingente hinaus halten, in das Kontingent passt, das die Verleiher weder halten noch erwarten, plus die GPUs in niemandes Kontingent (gezählt in GPUs jedes Typs). Geliehene GPUs kommen zurück, wenn die Jobs des Leihenden enden: nichts wird verdrängt, um sie zurückzuholen (Kueues Borrowing ohne reclaimWithinCohort; kueue.sigs.k8s.io/docs/concepts/cluster_queue).</translation>
    </message>
    <message>
        <source>Borrowing as above, and a job within its tenant&apos;s quota that finds no room preempts borrowers&apos; jobs (the most recently started first, only tenants beyond their quotas, only as many as it needs) and starts when their checkpoints are written: Kueue&apos;s preemption.reclaimWithinCohort: Any (kueue.sigs.k8s.io/docs/concepts/preemption). The preempted jobs pay checkpoint and restore.</source>
        <translation>Leihen wie oben, und ein Job innerhalb des Kontingents seines Mandanten, der keinen Platz findet, verdrängt Jobs von Leihenden (die zuletzt gestarteten zuerst, nur Mandanten über ihren Kontingenten, nur so viele wie nötig) und startet, wenn deren Checkpoints geschrieben sind: Kueues preemption.reclaimWithinCohort: Any (kueue.sigs.k8s.io/docs/concepts/preemption). Die verdrängten Jobs zahlen Checkpoint und Wiederherstellung.</translation>
    </message>
    <message>
        <source>Hadoop YARN&apos;s CapacityScheduler: each tenant is a queue with its quota as capacity and its limit as maximum capacity; idle capacity is lent as with borrowing, and the queue using the smallest part of its capacity is served first (then the ordering part within it). No preemption, as YARN&apos;s default (hadoop.apache.org/docs/stable/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html).</source>
        <translation>Der CapacityScheduler von Hadoop YARN: jeder Mandant ist eine Warteschlange mit seinem Kontingent als Kapazität und seinem Limit als maximaler Kapazität; freie Kapazität wird wie beim Leihen verliehen, und die Warteschlange, die den kleinsten Teil ihrer Kapazität nutzt, wird zuerst bedient (dann innerhalb davon der Reihenfolge-Teil). Keine Verdrängung, wie in YARNs Voreinstellung (hadoop.apache.org/docs/stable/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html).</translation>
    </message>
    <message>
        <source>Slurm&apos;s fair-share factor 2^(-U/S): U the tenant&apos;s share of all GPU-seconds used, each decayed with a half-life, S its weight&apos;s share of all weights. Tenants are served highest factor first, then the ordering part within each; quotas do not bound anyone, only limits (Slurm&apos;s GrpTRES) (slurm.schedmd.com/priority_multifactor.html, fair_tree.html).</source>
        <translation>Slurms Fair-Share-Faktor 2^(-U/S): U der Anteil des Mandanten an allen genutzten GPU-Sekunden, jeweils mit einer Halbwertszeit abklingend, S der Anteil seines Gewichts an allen Gewichten. Mandanten werden mit dem höchsten Faktor zuerst bedient, dann innerhalb jedes Mandanten der Reihenfolge-Teil; Kontingente begrenzen niemanden, nur Limits (Slurms GrpTRES) (slurm.schedmd.com/priority_multifactor.html, fair_tree.html).</translation>
    </message>
    <message>
        <source>Slurm 22.05&apos;s scheduler: priority/basic or priority/multifactor (age, Fair Tree fair share with decayed usage), the main loop that stops at the first job that does not fit, and sched/backfill&apos;s cycle with reservations from the running jobs&apos; time limits (slurm.conf(5), sched_config).</source>
        <translation>Der Scheduler von Slurm 22.05: priority/basic oder priority/multifactor (Alter, Fair-Tree-Fair-Share mit abklingender Nutzung), die Hauptschleife, die beim ersten Job anhält, der nicht passt, und der Zyklus von sched/backfill mit Reservierungen aus den Zeitlimits der laufenden Jobs (slurm.conf(5), sched_config).</translation>
    </message>
</context>
<context>
    <name>PolicyTitle</name>
    <message>
        <source>DL2 (learned)</source>
        <translation>DL2 (gelernt)</translation>
    </message>
    <message>
        <source>Dual-agent (learned)</source>
        <translation>Dual-Agent (gelernt)</translation>
    </message>
    <message>
        <source>Harmony (learned)</source>
        <translation>Harmony (gelernt)</translation>
    </message>
    <message>
        <source>TopDRL (learned)</source>
        <translation>TopDRL (gelernt)</translation>
    </message>
    <message>
        <source>First come, first served</source>
        <translation>Zuerst eingereicht, zuerst bedient</translation>
    </message>
    <message>
        <source>Shortest job first</source>
        <translation>Kürzester Job zuerst</translation>
    </message>
    <message>
        <source>Shortest remaining time first</source>
        <translation>Kürzeste Restzeit zuerst</translation>
    </message>
    <message>
        <source>Fewest GPUs first</source>
        <translation>Wenigste GPUs zuerst</translation>
    </message>
    <message>
        <source>Tiresias 2D-LAS</source>
        <translation>Tiresias 2D-LAS</translation>
    </message>
    <message>
        <source>Dominant resource fairness</source>
        <translation>Dominante Ressourcenfairness</translation>
    </message>
    <message>
        <source>Tetris packing</source>
        <translation>Tetris-Packen</translation>
    </message>
    <message>
        <source>Random order</source>
        <translation>Zufällige Reihenfolge</translation>
    </message>
    <message>
        <source>First fit</source>
        <translation>Erste Passung (First Fit)</translation>
    </message>
    <message>
        <source>Best fit</source>
        <translation>Beste Passung (Best Fit)</translation>
    </message>
    <message>
        <source>Consolidate</source>
        <translation>Konsolidieren</translation>
    </message>
    <message>
        <source>YARN (Tiresias simulator)</source>
        <translation>YARN (Tiresias-Simulator)</translation>
    </message>
    <message>
        <source>Random machines</source>
        <translation>Zufällige Maschinen</translation>
    </message>
    <message>
        <source>Least loaded</source>
        <translation>Am wenigsten ausgelastet</translation>
    </message>
    <message>
        <source>Closest GPUs</source>
        <translation>Nächstgelegene GPUs</translation>
    </message>
    <message>
        <source>Cheapest fit</source>
        <translation>Günstigste Passung</translation>
    </message>
    <message>
        <source>Fastest nominal GPUs</source>
        <translation>Nominell schnellste GPUs</translation>
    </message>
    <message>
        <source>Interference-aware greedy</source>
        <translation>Interferenzbewusst gierig</translation>
    </message>
    <message>
        <source>Consolidate or wait</source>
        <translation>Konsolidieren oder warten</translation>
    </message>
    <message>
        <source>Dally delay scheduling</source>
        <translation>Dally-Verzögerungsplanung</translation>
    </message>
    <message>
        <source>As requested</source>
        <translation>Wie angefordert</translation>
    </message>
    <message>
        <source>Fixed size</source>
        <translation>Feste Größe</translation>
    </message>
    <message>
        <source>DRF bundles (DL2)</source>
        <translation>DRF-Bündel (DL2)</translation>
    </message>
    <message>
        <source>FIFO bundles (DL2)</source>
        <translation>FIFO-Bündel (DL2)</translation>
    </message>
    <message>
        <source>SRTF bundles (DL2)</source>
        <translation>SRTF-Bündel (DL2)</translation>
    </message>
    <message>
        <source>Optimus marginal gain</source>
        <translation>Optimus-Grenzgewinn</translation>
    </message>
    <message>
        <source>One queue</source>
        <translation>Eine Warteschlange</translation>
    </message>
    <message>
        <source>Strict quotas (Philly&apos;s virtual clusters)</source>
        <translation>Strikte Quoten (Phillys virtuelle Cluster)</translation>
    </message>
    <message>
        <source>Quotas with borrowing (a Kueue cohort, no reclaim)</source>
        <translation>Quoten mit Ausleihen (eine Kueue-Kohorte, ohne Rückforderung)</translation>
    </message>
    <message>
        <source>Quotas with borrowing and reclaim (a Kueue cohort)</source>
        <translation>Quoten mit Ausleihen und Rückforderung (eine Kueue-Kohorte)</translation>
    </message>
    <message>
        <source>Capacity scheduler (YARN)</source>
        <translation>Capacity Scheduler (YARN)</translation>
    </message>
    <message>
        <source>Fair share (Slurm multifactor)</source>
        <translation>Fair Share (Slurm-Multifaktor)</translation>
    </message>
    <message>
        <source>Slurm (main loop and backfill)</source>
        <translation>Slurm (Hauptschleife und Backfill)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The scenario “%1” has unsaved changes. Save them?</source>
        <translation>Das Szenario „%1“ hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>Gantry scenarios (*.yaml *.yml);;All files (*)</source>
        <translation>Gantry-Szenarien (*.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>“%1” is not a number.</source>
        <translation>„%1“ ist keine Zahl.</translation>
    </message>
    <message>
        <source>cannot write the PDF %1</source>
        <translation>das PDF %1 kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Figure %1. %2</source>
        <translation>Abbildung %1. %2</translation>
    </message>
    <message>
        <source>Figure %1</source>
        <translation>Abbildung %1</translation>
    </message>
    <message>
        <source>Job completion time, every run (CDF)</source>
        <translation>Job-Abschlusszeit, jeder Lauf (CDF)</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <source>share of jobs</source>
        <translation>Anteil der Jobs</translation>
    </message>
    <message>
        <source>The question.</source>
        <translation>Die Frage.</translation>
    </message>
    <message>
        <source>The answer.</source>
        <translation>Die Antwort.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message numerus="yes">
        <source>%n machines in %1, %2.</source>
        <translation>
            <numerusform>%n Maschine in %1, %2.</numerusform>
            <numerusform>%n Maschinen in %1, %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n racks</source>
        <translation>
            <numerusform>%n Rack</numerusform>
            <numerusform>%n Racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPUs</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>machines</source>
        <translation>Maschinen</translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation>GPU-Typ</translation>
    </message>
    <message>
        <source>GPUs each</source>
        <translation>GPUs je Maschine</translation>
    </message>
    <message>
        <source>speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>price per GPU-hour</source>
        <translation>Preis pro GPU-Stunde</translation>
    </message>
    <message>
        <source>Rack uplinks %1 Gb/s, oversubscription %2 (first rack).</source>
        <translation>Rack-Uplinks %1 Gb/s, Überbuchung %2 (erstes Rack).</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n jobs, %2 GPU-hours at the reference speed.</source>
        <translation>
            <numerusform>%1: %n Job, %2 GPU-Stunden bei Referenzgeschwindigkeit.</numerusform>
            <numerusform>%1: %n Jobs, %2 GPU-Stunden bei Referenzgeschwindigkeit.</numerusform>
        </translation>
    </message>
    <message>
        <source>recorded duration</source>
        <translation>aufgezeichnete Dauer</translation>
    </message>
    <message>
        <source>median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <source>GPUs per job</source>
        <translation>GPUs pro Job</translation>
    </message>
    <message>
        <source>jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Arbeitslast</translation>
    </message>
    <message>
        <source>run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>policy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Changes against the base run; green is better.</source>
        <translation>Änderungen gegenüber dem Basislauf; grün ist besser.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>tenant</source>
        <translation>Mandant</translation>
    </message>
    <message>
        <source>quota</source>
        <translation>Kontingent</translation>
    </message>
    <message>
        <source>GPU share</source>
        <translation>GPU-Anteil</translation>
    </message>
    <message>
        <source>Average queueing delay of each tenant&apos;s jobs; quota and share of the GPU time in the base run. Jain&apos;s index over the tenants&apos; average slowdowns: %1.</source>
        <translation>Mittlere Wartezeit der Jobs jedes Mandanten; Kontingent und Anteil an der GPU-Zeit im Basislauf. Jain-Index über die mittleren Verlangsamungen der Mandanten: %1.</translation>
    </message>
    <message>
        <source>Per tenant</source>
        <translation>Je Mandant</translation>
    </message>
    <message>
        <source>Queued jobs</source>
        <translation>Wartende Jobs</translation>
    </message>
    <message>
        <source>GPUs busy</source>
        <translation>Belegte GPUs</translation>
    </message>
    <message>
        <source>% of GPUs</source>
        <translation>% der GPUs</translation>
    </message>
    <message>
        <source>dollars</source>
        <translation>Dollar</translation>
    </message>
    <message>
        <source>Wait against JCT, per job (%1)</source>
        <translation>Wartezeit gegen JCT, je Job (%1)</translation>
    </message>
    <message>
        <source>wait (hours)</source>
        <translation>Wartezeit (Stunden)</translation>
    </message>
    <message>
        <source>JCT (hours)</source>
        <translation>JCT (Stunden)</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Im Zeitverlauf</translation>
    </message>
    <message>
        <source>Completion times</source>
        <translation>Abschlusszeiten</translation>
    </message>
    <message>
        <source>Service levels: %1. Looked at %2 of %3 configurations (gantry-cli plan --out lists each with why it failed); %4 shows every one simulated to its end.</source>
        <translation>Service-Level: %1. %2 von %3 Konfigurationen betrachtet (gantry-cli plan --out listet jede mit dem Grund, warum sie scheiterte); %4 zeigt jede, die bis zum Ende simuliert wurde.</translation>
    </message>
    <message>
        <source>cheapest cluster</source>
        <translation>günstigster Cluster</translation>
    </message>
    <message>
        <source>none within the bounds meets the levels</source>
        <translation>keine Konfiguration innerhalb der Grenzen erfüllt die Level</translation>
    </message>
    <message>
        <source>%1/h</source>
        <comment>price per hour</comment>
        <translation>%1/h</translation>
    </message>
    <message>
        <source>dollars per hour</source>
        <translation>Dollar pro Stunde</translation>
    </message>
    <message>
        <source>%1 (hours)</source>
        <translation>%1 (Stunden)</translation>
    </message>
    <message>
        <source>service level</source>
        <translation>Service-Level</translation>
    </message>
    <message>
        <source>Capacity plan</source>
        <translation>Kapazitätsplan</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the language tag (BCP 47) of this translation</comment>
        <translation>de</translation>
    </message>
    <message>
        <source>%1 — Gantry report</source>
        <translation>%1 — Gantry-Bericht</translation>
    </message>
    <message>
        <source>Gantry %1 report, %2</source>
        <translation>Bericht von Gantry %1, %2</translation>
    </message>
    <message>
        <source>The question, in full</source>
        <translation>Die Frage, vollständig</translation>
    </message>
    <message>
        <source>The question</source>
        <translation>Die Frage</translation>
    </message>
    <message>
        <source>(the scenario has no description)</source>
        <translation>(das Szenario hat keine Beschreibung)</translation>
    </message>
    <message>
        <source>policy and parameters</source>
        <translation>Strategie und Parameter</translation>
    </message>
    <message>
        <source>Model profiles: %1. Formulas and their sources: Gantry&apos;s docs/simulator-model.md.</source>
        <translation>Modellprofile: %1. Formeln und ihre Quellen: docs/simulator-model.md von Gantry.</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>scenario SHA-256</source>
        <translation>Szenario-SHA-256</translation>
    </message>
    <message>
        <source>workload</source>
        <translation>Arbeitslast</translation>
    </message>
    <message>
        <source>workload SHA-256</source>
        <translation>Arbeitslast-SHA-256</translation>
    </message>
    <message>
        <source>(generated)</source>
        <translation>(generiert)</translation>
    </message>
    <message>
        <source>made on</source>
        <translation>erstellt am</translation>
    </message>
    <message>
        <source>A fork starts from the base run&apos;s state at its time and shares everything before it. Jobs submitted from that time on, and the cost from then; changes against the base over the same time.</source>
        <translation>Eine Abzweigung beginnt mit dem Zustand des Basislaufs zu ihrem Zeitpunkt und teilt alles davor. Jobs, die ab diesem Zeitpunkt eingereicht wurden, und die Kosten ab dann; Änderungen gegenüber der Basis im selben Zeitraum.</translation>
    </message>
    <message>
        <source>Since each fork</source>
        <translation>Seit jeder Abzweigung</translation>
    </message>
    <message>
        <source>fork</source>
        <translation>Abzweigung</translation>
    </message>
    <message>
        <source>cheapest machines to add</source>
        <translation>günstigste hinzuzufügende Maschinen</translation>
    </message>
    <message>
        <source>Usage cost so far (GPU-hours held x price)</source>
        <translation>Nutzungskosten bisher (belegte GPU-Stunden x Preis)</translation>
    </message>
    <message>
        <source>Figures %1 to %2 follow every run through the trace: the queue, the GPUs busy and the usage cost so far.</source>
        <translation>Die Abbildungen %1 bis %2 verfolgen jeden Lauf durch den Trace: die Warteschlange, die belegten GPUs und die bisherigen Nutzungskosten.</translation>
    </message>
    <message>
        <source>cluster cost</source>
        <translation>Clusterkosten</translation>
    </message>
    <message>
        <source>usage cost</source>
        <translation>Nutzungskosten</translation>
    </message>
    <message>
        <source>hours (log scale)</source>
        <translation>Stunden (logarithmische Skala)</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <comment>a tenant&apos;s service metric</comment>
        <translation>%2 von %1</translation>
    </message>
    <message>
        <source>avg JCT</source>
        <translation>mittlere JCT</translation>
    </message>
    <message>
        <source>avg queueing</source>
        <translation>mittlere Wartezeit</translation>
    </message>
    <message>
        <source>option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>meets the levels</source>
        <translation>hält die Levels ein</translation>
    </message>
    <message>
        <source>against today</source>
        <translation>gegenüber heute</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>no: %1</source>
        <translation>nein: %1</translation>
    </message>
    <message>
        <source>The options side by side</source>
        <translation>Die Optionen nebeneinander</translation>
    </message>
    <message>
        <source>The options against %1 (dashed: the level)</source>
        <translation>Die Optionen gegenüber %1 (gestrichelt: das Level)</translation>
    </message>
    <message>
        <source>Costs are the usage cost (the scenario&apos;s billing: %1): the GPU-hours its jobs hold x price, what a pay-per-use cloud bills, over %2 and as a month (730 hours) of that. Today&apos;s cluster is the scenario as it is; forks are events, not options, and are compared in their own table.</source>
        <translation>Kosten sind die Nutzungskosten (Abrechnung des Szenarios: %1): die von seinen Jobs belegten GPU-Stunden x Preis, was eine nutzungsabhängig abrechnende Cloud berechnet, über %2 und als ein Monat (730 Stunden) davon. Der heutige Cluster ist das Szenario, wie es ist; Abzweigungen sind Ereignisse, keine Optionen, und werden in einer eigenen Tabelle verglichen.</translation>
    </message>
    <message>
        <source>Costs are the cluster&apos;s cost (the scenario&apos;s billing: %1): what its machines cost, busy or idle, over %2 and as a month (730 hours) of that. Today&apos;s cluster is the scenario as it is; forks are events, not options, and are compared in their own table.</source>
        <translation>Kosten sind die Clusterkosten (Abrechnung des Szenarios: %1): was seine Maschinen kosten, belegt oder frei, über %2 und als ein Monat (730 Stunden) davon. Der heutige Cluster ist das Szenario, wie es ist; Abzweigungen sind Ereignisse, keine Optionen, und werden in einer eigenen Tabelle verglichen.</translation>
    </message>
    <message>
        <source>%1 shows every run&apos;s completion times on a log scale (a few jobs run for weeks, most for minutes); %2 shows how long each job of the base run waited against how long it took.</source>
        <translation>%1 zeigt die Abschlusszeiten jedes Laufs auf logarithmischer Skala (wenige Jobs laufen Wochen, die meisten Minuten); %2 zeigt, wie lange jeder Job des Basislaufs wartete, gegenüber seiner Dauer.</translation>
    </message>
    <message>
        <source>The cheapest is by the usage cost (the runs&apos; GPU-hours held x prices).</source>
        <translation>Am günstigsten nach Nutzungskosten (belegte GPU-Stunden der Läufe x Preise).</translation>
    </message>
    <message>
        <source>The cheapest is by the cluster&apos;s cost (its machines&apos; price per hour).</source>
        <translation>Am günstigsten nach Clusterkosten (Stundenpreis seiner Maschinen).</translation>
    </message>
    <message>
        <source>Usage cost against %1 (complete runs; the level as a line)</source>
        <translation>Nutzungskosten gegen %1 (vollständige Läufe; das Level als Linie)</translation>
    </message>
    <message>
        <source>Cluster cost against %1 (complete runs; the level as a line)</source>
        <translation>Clusterkosten gegen %1 (vollständige Läufe; das Level als Linie)</translation>
    </message>
    <message>
        <source>dollars (GPU-hours held x price)</source>
        <translation>Dollar (belegte GPU-Stunden x Preis)</translation>
    </message>
    <message>
        <source>The trace records when each job really started. Replayed under this scenario (the base run), %1 of %2 jobs start within a minute of their recorded start and %3 within 10 seconds; the order of the starts agrees with the recorded order with a Kendall&apos;s tau of %4 (1: the same order); the mean wait is %5 against %6 recorded.</source>
        <translation>Die Trace-Datei hält fest, wann jeder Job wirklich startete. Unter diesem Szenario nachgespielt (der Basislauf) starten %1 von %2 Jobs höchstens eine Minute vor oder nach ihrem aufgezeichneten Start und %3 höchstens 10 Sekunden davon entfernt; die Reihenfolge der Starts stimmt mit der aufgezeichneten mit einem Kendall-Tau von %4 überein (1: dieselbe Reihenfolge); die mittlere Wartezeit beträgt %5 gegenüber %6 aufgezeichnet.</translation>
    </message>
    <message>
        <source>within 10 s</source>
        <translation>innerhalb 10 s</translation>
    </message>
    <message>
        <source>within 60 s</source>
        <translation>innerhalb 60 s</translation>
    </message>
    <message>
        <source>mean wait, recorded</source>
        <translation>mittlere Wartezeit, aufgezeichnet</translation>
    </message>
    <message>
        <source>mean wait, replayed</source>
        <translation>mittlere Wartezeit, nachgespielt</translation>
    </message>
    <message>
        <source>all jobs</source>
        <translation>alle Jobs</translation>
    </message>
    <message>
        <source>A real scheduler does not repeat itself exactly either: on Gantry&apos;s recordings of a real Slurm, a second run of the same jobs started %1 to %2 of them within 60 s of the first (Gantry&apos;s docs/simulator-model.md, &quot;Against a real Slurm&quot;).</source>
        <translation>Auch ein echter Scheduler wiederholt sich nicht genau: In Gantrys Aufzeichnungen eines echten Slurm startete ein zweiter Lauf derselben Jobs %1 bis %2 von ihnen höchstens 60 s vor oder nach dem ersten (Gantrys docs/simulator-model.md, „Against a real Slurm“).</translation>
    </message>
    <message numerus="yes">
        <source>Left out: %n jobs that never started in the replay.</source>
        <translation>
            <numerusform>Ausgelassen: %n Job, der im Nachspielen nie startete.</numerusform>
            <numerusform>Ausgelassen: %n Jobs, die im Nachspielen nie starteten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Against the real cluster</source>
        <translation>Verglichen mit dem echten Cluster</translation>
    </message>
</context>
<context>
    <name>ScoreName</name>
    <message>
        <source>probability</source>
        <translation>Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>time a waiting job&apos;s options widen (s)</source>
        <translation>Zeitpunkt, ab dem ein wartender Job mehr Optionen hat (s)</translation>
    </message>
    <message>
        <source>time of the next priority change (s)</source>
        <translation>Zeitpunkt der nächsten Prioritätsänderung (s)</translation>
    </message>
    <message>
        <source>sizing score</source>
        <translation>Größenbewertung</translation>
    </message>
    <message>
        <source>slowdown (x)</source>
        <translation>Verlangsamung (×)</translation>
    </message>
    <message>
        <source>GPU-seconds</source>
        <translation>GPU-Sekunden</translation>
    </message>
    <message>
        <source>delay timer (s): T1 = one rack after, T2 = any spread after</source>
        <translation>Verzögerungstimer (s): T1 = danach ein Rack, T2 = danach beliebig verteilt</translation>
    </message>
    <message>
        <source>submit time (s, lower first)</source>
        <translation>Einreichungszeit (s, kleinere zuerst)</translation>
    </message>
    <message>
        <source>duration (s, lower first)</source>
        <translation>Dauer (s, kürzere zuerst)</translation>
    </message>
    <message>
        <source>remaining work (reference s, lower first)</source>
        <translation>verbleibende Arbeit (Referenz-s, weniger zuerst)</translation>
    </message>
    <message>
        <source>requested GPUs (lower first)</source>
        <translation>angeforderte GPUs (weniger zuerst)</translation>
    </message>
    <message>
        <source>MLFQ queue (0 = highest)</source>
        <translation>MLFQ-Warteschlange (0 = höchste)</translation>
    </message>
    <message>
        <source>owner&apos;s dominant share (lower first)</source>
        <translation>dominanter Anteil des Besitzers (kleinerer zuerst)</translation>
    </message>
    <message>
        <source>-(alignment + w x SRTF term) (lower first)</source>
        <translation>-(Ausrichtung + w × SRTF-Term) (kleinere zuerst)</translation>
    </message>
    <message>
        <source>random draw (lower first)</source>
        <translation>Zufallszahl (kleinere zuerst)</translation>
    </message>
    <message>
        <source>GPUs its tenant holds beyond its quota</source>
        <translation>GPUs, die sein Mandant über sein Kontingent hinaus hält</translation>
    </message>
    <message>
        <source>priority (lower first)</source>
        <translation>Priorität (kleinere zuerst)</translation>
    </message>
    <message>
        <source>priority (higher first)</source>
        <translation>Priorität (höhere zuerst)</translation>
    </message>
</context>
<context>
    <name>gantry::gui::CalibrateDialog</name>
    <message>
        <source>Calibrate against the trace</source>
        <translation>Am Trace kalibrieren</translation>
    </message>
    <message>
        <source>How close is the replay to what the cluster did? The scenario runs as it is, and each job&apos;s simulated wait in the queue is compared with the one its trace recorded, overall and per tenant. A fit scales what the trace does not show (other load on the cluster, the tenants&apos; shares) to bring them closer; the method: the manual&apos;s simulator-model page, &quot;Against the real cluster&quot;.</source>
        <translation>Wie nah ist die Wiedergabe an dem, was der Cluster tat? Das Szenario läuft, wie es ist, und die simulierte Wartezeit jedes Jobs in der Warteschlange wird mit der vom Trace aufgezeichneten verglichen, insgesamt und pro Mandant. Eine Anpassung skaliert, was der Trace nicht zeigt (weitere Last auf dem Cluster, die Anteile der Mandanten), um sie anzunähern; die Methode: die Handbuchseite simulator-model, „Against the real cluster“.</translation>
    </message>
    <message>
        <source>Fit the cluster&apos;s size (its machines scaled)</source>
        <translation>Die Größe des Clusters anpassen (seine Maschinen skaliert)</translation>
    </message>
    <message>
        <source>Fit the tenants&apos; quotas</source>
        <translation>Die Kontingente der Mandanten anpassen</translation>
    </message>
    <message>
        <source>Needs tenants with quotas and a sharing policy that keeps them</source>
        <translation>Braucht Mandanten mit Kontingenten und eine Teilungsrichtlinie, die sie einhält</translation>
    </message>
    <message>
        <source>between</source>
        <translation>zwischen</translation>
    </message>
    <message>
        <source>and</source>
        <translation>und</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Add the fitted scenario as a what-if variant</source>
        <translation>Das angepasste Szenario als Was-wäre-wenn-Variante hinzufügen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>&lt;b&gt;The scenario as written&lt;/b&gt; (rec: recorded, sim: simulated)</source>
        <translation>&lt;b&gt;Das Szenario, wie geschrieben&lt;/b&gt; (rec: aufgezeichnet, sim: simuliert)</translation>
    </message>
    <message>
        <source>&lt;b&gt;With the fitted values&lt;/b&gt;</source>
        <translation>&lt;b&gt;Mit den angepassten Werten&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Running the scenario…</source>
        <translation>Das Szenario läuft…</translation>
    </message>
    <message>
        <source>Fitting: every grid point is a run…</source>
        <translation>Anpassen: jeder Rasterpunkt ist ein Lauf…</translation>
    </message>
    <message>
        <source>%1 of %2 jobs have a recorded queueing delay; %3 of them never started in the run (not compared). MAE: mean |simulated − recorded|; bias: mean (simulated − recorded); r: correlation.</source>
        <translation>%1 von %2 Jobs haben eine aufgezeichnete Wartezeit; %3 davon starteten im Lauf nie (nicht verglichen). MAE: Mittel |simuliert − aufgezeichnet|; bias: Mittel (simuliert − aufgezeichnet); r: Korrelation.</translation>
    </message>
    <message>
        <source>Fit:</source>
        <translation>Anpassung:</translation>
    </message>
    <message>
        <source>Fitted to the trace</source>
        <translation>An den Trace angepasst</translation>
    </message>
    <message>
        <source>Fitted to the trace (%1)</source>
        <translation>An den Trace angepasst (%1)</translation>
    </message>
    <message>
        <source>Add the fitted scenario as a variant</source>
        <translation>Das angepasste Szenario als Variante hinzufügen</translation>
    </message>
    <message>
        <source>Added as the variant “%1”.</source>
        <translation>Als Variante „%1“ hinzugefügt.</translation>
    </message>
</context>
<context>
    <name>gantry::gui::CandidateBars</name>
    <message>
        <source>No candidates recorded for this decision.</source>
        <translation>Für diese Entscheidung wurden keine Kandidaten aufgezeichnet.</translation>
    </message>
</context>
<context>
    <name>gantry::gui::ClusterEditor</name>
    <message>
        <source>Select a rack or a machine to edit it.</source>
        <translation>Wählen Sie ein Rack oder eine Maschine zum Bearbeiten aus.</translation>
    </message>
    <message>
        <source>Rack / machine</source>
        <translation>Rack / Maschine</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Perf</source>
        <translation>Leist.</translation>
    </message>
    <message>
        <source>Add rack</source>
        <translation>Rack hinzufügen</translation>
    </message>
    <message>
        <source>Add machine</source>
        <translation>Maschine hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source> Gb/s</source>
        <translation> Gb/s</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Uplink bandwidth</source>
        <translation>Uplink-Bandbreite</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>Überbuchung</translation>
    </message>
    <message>
        <source>Hidden performance factor: 1 is nominal, 0.5 runs at half speed.</source>
        <translation>Verborgener Leistungsfaktor: 1 ist nominal, 0,5 läuft mit halber Geschwindigkeit.</translation>
    </message>
    <message>
        <source>Spot machine (billed at the spot price)</source>
        <translation>Spot-Maschine (zum Spot-Preis abgerechnet)</translation>
    </message>
    <message>
        <source> $/GPU-hour</source>
        <translation> $/GPU-Stunde</translation>
    </message>
    <message>
        <source> × reference</source>
        <translation> × Referenz</translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation>GPU-Typ</translation>
    </message>
    <message>
        <source>CPU slots</source>
        <translation>CPU-Slots</translation>
    </message>
    <message>
        <source>NIC bandwidth</source>
        <translation>NIC-Bandbreite</translation>
    </message>
    <message>
        <source>GPU-to-GPU bandwidth</source>
        <translation>GPU-zu-GPU-Bandbreite</translation>
    </message>
    <message>
        <source>Performance factor</source>
        <translation>Leistungsfaktor</translation>
    </message>
    <message>
        <source>&lt;b&gt;GPU type&lt;/b&gt; (shared by every machine of this type)</source>
        <translation>&lt;b&gt;GPU-Typ&lt;/b&gt; (gilt für jede Maschine dieses Typs)</translation>
    </message>
    <message>
        <source>New GPU type</source>
        <translation>Neuer GPU-Typ</translation>
    </message>
    <message>
        <source>Copies this machine&apos;s GPU type under a new name and gives it to the machine.</source>
        <translation>Kopiert den GPU-Typ dieser Maschine unter einem neuen Namen und weist ihn der Maschine zu.</translation>
    </message>
    <message>
        <source>Type name</source>
        <translation>Typname</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>A rack needs a name.</source>
        <translation>Ein Rack braucht einen Namen.</translation>
    </message>
    <message>
        <source>Rename rack</source>
        <translation>Rack umbenennen</translation>
    </message>
    <message>
        <source>Change uplink bandwidth</source>
        <translation>Uplink-Bandbreite ändern</translation>
    </message>
    <message>
        <source>Change oversubscription</source>
        <translation>Überbuchung ändern</translation>
    </message>
    <message>
        <source>A machine needs a name.</source>
        <translation>Eine Maschine braucht einen Namen.</translation>
    </message>
    <message>
        <source>Rename machine</source>
        <translation>Maschine umbenennen</translation>
    </message>
    <message>
        <source>Change GPU type</source>
        <translation>GPU-Typ ändern</translation>
    </message>
    <message>
        <source>Change GPU count</source>
        <translation>GPU-Anzahl ändern</translation>
    </message>
    <message>
        <source>Change CPU slots</source>
        <translation>CPU-Slots ändern</translation>
    </message>
    <message>
        <source>Change NIC bandwidth</source>
        <translation>NIC-Bandbreite ändern</translation>
    </message>
    <message>
        <source>Change GPU-to-GPU bandwidth</source>
        <translation>GPU-zu-GPU-Bandbreite ändern</translation>
    </message>
    <message>
        <source>Must be greater than 0.</source>
        <translation>Muss größer als 0 sein.</translation>
    </message>
    <message>
        <source>Change performance factor</source>
        <translation>Leistungsfaktor ändern</translation>
    </message>
    <message>
        <source>Toggle spot pricing</source>
        <translation>Spot-Preise ein/aus</translation>
    </message>
    <message>
        <source>A GPU type needs a name.</source>
        <translation>Ein GPU-Typ braucht einen Namen.</translation>
    </message>
    <message>
        <source>Another GPU type is called %1.</source>
        <translation>Ein anderer GPU-Typ heißt bereits %1.</translation>
    </message>
    <message>
        <source>Rename GPU type</source>
        <translation>GPU-Typ umbenennen</translation>
    </message>
    <message>
        <source>Change GPU price</source>
        <translation>GPU-Preis ändern</translation>
    </message>
    <message>
        <source>Change GPU speed</source>
        <translation>GPU-Geschwindigkeit ändern</translation>
    </message>
    <message>
        <source>%1 racks · %2 machines · %3 GPUs</source>
        <translation>%1 Racks · %2 Maschinen · %3 GPUs</translation>
    </message>
    <message>
        <source>Add rack %1</source>
        <translation>Rack %1 hinzufügen</translation>
    </message>
    <message>
        <source>Add machine %1</source>
        <translation>Maschine %1 hinzufügen</translation>
    </message>
    <message>
        <source>Add GPU type %1</source>
        <translation>GPU-Typ %1 hinzufügen</translation>
    </message>
    <message>
        <source>Remove machine %1</source>
        <translation>Maschine %1 entfernen</translation>
    </message>
    <message>
        <source>A cluster needs at least one rack.</source>
        <translation>Ein Cluster braucht mindestens ein Rack.</translation>
    </message>
    <message>
        <source>Remove rack %1</source>
        <translation>Rack %1 entfernen</translation>
    </message>
    <message>
        <source>Cannot remove: %1</source>
        <translation>Entfernen nicht möglich: %1</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partitionen</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n machine(s)</source>
        <translation>
            <numerusform>%1: %n Maschine</numerusform>
            <numerusform>%1: %n Maschinen</numerusform>
        </translation>
    </message>
    <message>
        <source>, default</source>
        <translation>, Standard</translation>
    </message>
    <message>
        <source>, tier %1</source>
        <translation>, Stufe %1</translation>
    </message>
    <message>
        <source>Partitions (jobs run on their partition&apos;s machines): %1</source>
        <translation>Partitionen (Jobs laufen auf den Maschinen ihrer Partition): %1</translation>
    </message>
</context>
<context>
    <name>gantry::gui::ComparisonModel</name>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Avg JCT</source>
        <translation>Mittl. JCT</translation>
    </message>
    <message>
        <source>p95 JCT</source>
        <translation>p95-JCT</translation>
    </message>
    <message>
        <source>Makespan</source>
        <translation>Gesamtdauer</translation>
    </message>
    <message>
        <source>Avg wait</source>
        <translation>Mittl. Wartezeit</translation>
    </message>
    <message>
        <source>GPU util.</source>
        <translation>GPU-Ausl.</translation>
    </message>
    <message>
        <source>Comm. overhead</source>
        <translation>Komm.-Overhead</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>running %1%</source>
        <translation>läuft, %1 %</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>What the GPU-hours its jobs hold would be billed a month by a pay-per-use cloud</source>
        <translation>Was eine nutzungsabhängig abrechnende Cloud für die von seinen Jobs belegten GPU-Stunden pro Monat berechnen würde</translation>
    </message>
    <message>
        <source>What its machines cost a month, busy or idle</source>
        <translation>Was seine Maschinen pro Monat kosten, belegt oder frei</translation>
    </message>
    <message>
        <source>Usage cost/month</source>
        <translation>Nutzungskosten/Monat</translation>
    </message>
    <message>
        <source>Cluster cost/month</source>
        <translation>Clusterkosten/Monat</translation>
    </message>
    <message>
        <source>not comparable</source>
        <translation>nicht vergleichbar</translation>
    </message>
</context>
<context>
    <name>gantry::gui::ComparisonPanel</name>
    <message>
        <source>Each tenant in each run; changes against the same tenant in the baseline</source>
        <translation>Jeder Mandant in jedem Lauf; Änderungen gegenüber demselben Mandanten in der Basis</translation>
    </message>
    <message>
        <source>Run comparison</source>
        <translation>Vergleich starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Re-run after edits</source>
        <translation>Nach Änderungen neu starten</translation>
    </message>
    <message>
        <source>Queue length, every run</source>
        <translation>Länge der Warteschlange, jeder Lauf</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <source>queued jobs</source>
        <translation>wartende Jobs</translation>
    </message>
    <message>
        <source>JCT CDF, every run</source>
        <translation>JCT-Verteilung (CDF), jeder Lauf</translation>
    </message>
    <message>
        <source>fraction of jobs</source>
        <translation>Anteil der Jobs</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message numerus="yes">
        <source>running %n run(s)…</source>
        <translation>
            <numerusform>%n Lauf läuft…</numerusform>
            <numerusform>%n Läufe laufen…</numerusform>
        </translation>
    </message>
    <message>
        <source>up to date</source>
        <translation>aktuell</translation>
    </message>
    <message>
        <source>Tenant</source>
        <translation>Mandant</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Avg JCT</source>
        <translation>Mittl. JCT</translation>
    </message>
    <message>
        <source>Avg queueing</source>
        <translation>Mittl. Wartezeit</translation>
    </message>
    <message>
        <source>p95 queueing</source>
        <translation>p95-Wartezeit</translation>
    </message>
    <message>
        <source>GPU share</source>
        <translation>GPU-Anteil</translation>
    </message>
    <message>
        <source>Quota use</source>
        <translation>Kontingentnutzung</translation>
    </message>
    <message>
        <source>Remove variant %1</source>
        <translation>Variante %1 entfernen</translation>
    </message>
    <message>
        <source>Each fork since its time: the jobs submitted from then on and the cost from then, against the baseline over the same time</source>
        <translation>Jede Abzweigung seit ihrem Zeitpunkt: die ab dann eingereichten Jobs und die Kosten ab dann, gegenüber der Basis im selben Zeitraum</translation>
    </message>
    <message>
        <source>Fork</source>
        <translation>Abzweigung</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Ab</translation>
    </message>
    <message>
        <source>Jobs since</source>
        <translation>Jobs seitdem</translation>
    </message>
    <message>
        <source>Avg JCT since</source>
        <translation>Mittl. JCT seitdem</translation>
    </message>
    <message>
        <source>Avg queueing since</source>
        <translation>Mittl. Wartezeit seitdem</translation>
    </message>
    <message>
        <source>JCT (hours, log scale)</source>
        <translation>JCT (Stunden, logarithmisch)</translation>
    </message>
    <message>
        <source>not run yet</source>
        <translation>noch nicht gelaufen</translation>
    </message>
    <message numerus="yes">
        <source>Run comparison simulates these %n run(s) side by side</source>
        <translation>
            <numerusform>„Vergleich ausführen“ simuliert diesen %n Lauf</numerusform>
            <numerusform>„Vergleich ausführen“ simuliert diese %n Läufe nebeneinander</numerusform>
        </translation>
    </message>
    <message>
        <source>Usage cost since</source>
        <translation>Nutzungskosten seitdem</translation>
    </message>
    <message>
        <source>Cluster cost since</source>
        <translation>Clusterkosten seitdem</translation>
    </message>
    <message>
        <source>&lt;i&gt;The answer against today&apos;s cluster appears when every run is in.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Die Antwort gegenüber dem heutigen Cluster erscheint, sobald alle Läufe fertig sind.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;Run comparison to see which variant answers the scenario&apos;s question, against today&apos;s cluster.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Führen Sie den Vergleich aus, um zu sehen, welche Variante die Frage des Szenarios gegenüber dem heutigen Cluster beantwortet.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The answer.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Die Antwort.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Remove selected variant</source>
        <translation>Ausgewählte Variante entfernen</translation>
    </message>
    <message>
        <source>Today&apos;s cluster</source>
        <translation>Heutiger Cluster</translation>
    </message>
</context>
<context>
    <name>gantry::gui::DecisionModel</name>
    <message>
        <source>refused: %1</source>
        <translation>abgelehnt: %1</translation>
    </message>
    <message>
        <source>%1 GPUs on %2 machine(s), %3 rack(s)</source>
        <translation>%1 GPUs auf %2 Maschine(n), %3 Rack(s)</translation>
    </message>
    <message>
        <source>applied</source>
        <translation>angewandt</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Entschieden von</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
</context>
<context>
    <name>gantry::gui::DecisionPanel</name>
    <message>
        <source>Follow the latest decision</source>
        <translation>Der neuesten Entscheidung folgen</translation>
    </message>
    <message>
        <source>Select a decision to see the candidates the policy weighed.</source>
        <translation>Wählen Sie eine Entscheidung, um die von der Strategie abgewogenen Kandidaten zu sehen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; %2 at %3 by &lt;i&gt;%4&lt;/i&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2 um %3 durch &lt;i&gt;%4&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Candidates by %1</source>
        <translation>Kandidaten nach %1</translation>
    </message>
    <message>
        <source>Orange: the job this decision is about.</source>
        <translation>Orange: der Job, um den es in dieser Entscheidung geht.</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Bewertung</translation>
    </message>
</context>
<context>
    <name>gantry::gui::ExportDeploymentDialog</name>
    <message>
        <source>Export deployment</source>
        <translation>Bereitstellung exportieren</translation>
    </message>
    <message>
        <source>The tenants&apos; quotas and sharing as the files your scheduler applies. Read them before applying: what each system cannot express is said in the files&apos; comments and in the manual&apos;s tenants page, &quot;Deploying the answer&quot;.</source>
        <translation>Die Kontingente und die Teilung der Mandanten als die Dateien, die Ihr Scheduler anwendet. Lesen Sie sie vor dem Anwenden: Was ein System nicht ausdrücken kann, steht in den Kommentaren der Dateien und auf der Handbuchseite tenants, „Deploying the answer“.</translation>
    </message>
    <message>
        <source>Kueue (kueue.yaml: kubectl apply -f kueue.yaml)</source>
        <translation>Kueue (kueue.yaml: kubectl apply -f kueue.yaml)</translation>
    </message>
    <message>
        <source>the scenario as it is</source>
        <translation>das Szenario, wie es ist</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Für</translation>
    </message>
    <message>
        <source>Of</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>Save the deployment</source>
        <translation>Die Bereitstellung speichern</translation>
    </message>
    <message>
        <source>Deployment files (*.yaml *.conf *.sh);;All files (*)</source>
        <translation>Bereitstellungsdateien (*.yaml *.conf *.sh);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot save the deployment</source>
        <translation>Die Bereitstellung kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Deployment saved</source>
        <translation>Bereitstellung gespeichert</translation>
    </message>
    <message>
        <source>Written into %1.</source>
        <translation>Geschrieben nach %1.</translation>
    </message>
    <message>
        <source>Slurm (slurm.conf, sacctmgr.sh, associations.cfg)</source>
        <translation>Slurm (slurm.conf, sacctmgr.sh, associations.cfg)</translation>
    </message>
</context>
<context>
    <name>gantry::gui::ForkDialog</name>
    <message>
        <source>Fork here</source>
        <translation>Hier abzweigen</translation>
    </message>
    <message>
        <source>A fork starts from this run&apos;s state at %1 and changes it from then on. It is added to the what-if comparison, which shows it beside the base since that moment.</source>
        <translation>Eine Abzweigung beginnt mit dem Zustand dieses Laufs bei %1 und ändert ihn ab dann. Sie kommt in den Was-wäre-wenn-Vergleich, der sie ab diesem Moment neben der Basis zeigt.</translation>
    </message>
    <message>
        <source>A rack fails</source>
        <translation>Ein Rack fällt aus</translation>
    </message>
    <message>
        <source>The ordering policy changes</source>
        <translation>Die Reihenfolge-Strategie wechselt</translation>
    </message>
    <message>
        <source>A burst of jobs arrives</source>
        <translation>Ein Schwall von Jobs trifft ein</translation>
    </message>
    <message>
        <source>A GPU price changes</source>
        <translation>Ein GPU-Preis ändert sich</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>until the end</source>
        <translation>bis zum Ende</translation>
    </message>
    <message>
        <source>Rack:</source>
        <translation>Rack:</translation>
    </message>
    <message>
        <source>Down for:</source>
        <translation>Ausfalldauer:</translation>
    </message>
    <message>
        <source>From then on:</source>
        <translation>Ab dann:</translation>
    </message>
    <message>
        <source>Jobs:</source>
        <translation>Jobs:</translation>
    </message>
    <message>
        <source>Per hour:</source>
        <translation>Pro Stunde:</translation>
    </message>
    <message>
        <source>Philly&apos;s mix of sizes and lengths (the poisson-philly generator).</source>
        <translation>Phillys Mischung aus Größen und Laufzeiten (der Generator poisson-philly).</translation>
    </message>
    <message>
        <source>GPU type:</source>
        <translation>GPU-Typ:</translation>
    </message>
    <message>
        <source>Price per GPU-hour:</source>
        <translation>Preis pro GPU-Stunde:</translation>
    </message>
    <message>
        <source>Add the fork</source>
        <translation>Abzweigung hinzufügen</translation>
    </message>
    <message>
        <source>What happens:</source>
        <translation>Was geschieht:</translation>
    </message>
    <message>
        <source>Variant name:</source>
        <translation>Name der Variante:</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 ab %2</translation>
    </message>
    <message numerus="yes">
        <source>%n jobs arrive at %1</source>
        <translation>
            <numerusform>%n Job trifft bei %1 ein</numerusform>
            <numerusform>%n Jobs treffen bei %1 ein</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 price changes at %2</source>
        <translation>Preis von %1 ändert sich bei %2</translation>
    </message>
    <message>
        <source>Machines join</source>
        <translation>Maschinen kommen hinzu</translation>
    </message>
    <message>
        <source>A rack leaves for good</source>
        <translation>Ein Rack geht dauerhaft</translation>
    </message>
    <message>
        <source>Machines:</source>
        <translation>Maschinen:</translation>
    </message>
    <message>
        <source>Copies of the cluster&apos;s first machine of that type, in its rack.</source>
        <translation>Kopien der ersten Maschine dieses Typs im Cluster, in ihrem Rack.</translation>
    </message>
    <message>
        <source>Its jobs restart elsewhere from their last checkpoint; its machines no longer count in the cluster.</source>
        <translation>Seine Jobs starten anderswo ab ihrem letzten Checkpoint neu; seine Maschinen zählen nicht mehr zum Cluster.</translation>
    </message>
    <message numerus="yes">
        <source>%n %1 machines join at %2</source>
        <translation>
            <numerusform>%n %1-Maschine kommt bei %2 hinzu</numerusform>
            <numerusform>%n %1-Maschinen kommen bei %2 hinzu</numerusform>
        </translation>
    </message>
    <message>
        <source>rack %1 leaves at %2</source>
        <translation>Rack %1 geht bei %2</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>rack %1</source>
        <translation>Rack %1</translation>
    </message>
    <message>
        <source>Rack or machine:</source>
        <translation>Rack oder Maschine:</translation>
    </message>
    <message>
        <source>%1 fails at %2</source>
        <translation>%1 fällt bei %2 aus</translation>
    </message>
</context>
<context>
    <name>gantry::gui::GanttView</name>
    <message>
        <source>Gantt chart</source>
        <translation>Gantt-Diagramm</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Run the scenario to see which job holds each GPU over time.</source>
        <translation>Starten Sie das Szenario, um zu sehen, welcher Job welche GPU im Zeitverlauf belegt.</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>wartend</translation>
    </message>
    <message>
        <source>waiting again after a preemption or failure</source>
        <translation>wartet erneut nach Verdrängung oder Ausfall</translation>
    </message>
    <message numerus="yes">
        <source>running on %n GPU(s)</source>
        <translation>
            <numerusform>läuft auf %n GPU</numerusform>
            <numerusform>läuft auf %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>restoring its checkpoint on %n GPU(s)</source>
        <translation>
            <numerusform>stellt seinen Checkpoint auf %n GPU wieder her</numerusform>
            <numerusform>stellt seinen Checkpoint auf %n GPUs wieder her</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>writing its checkpoint on %n GPU(s)</source>
        <translation>
            <numerusform>schreibt seinen Checkpoint auf %n GPU</numerusform>
            <numerusform>schreibt seinen Checkpoint auf %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2 GPUs requested)&lt;br&gt;%3&lt;br&gt;%4 → %5 (%6)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2 GPUs angefordert)&lt;br&gt;%3&lt;br&gt;%4 → %5 (%6)</translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
</context>
<context>
    <name>gantry::gui::GeneratorForm</name>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>Jobs per hour</source>
        <translation>Jobs pro Stunde</translation>
    </message>
    <message>
        <source>Most GPUs per job</source>
        <translation>Max. GPUs pro Job</translation>
    </message>
    <message>
        <source>Fewest GPUs per job</source>
        <translation>Min. GPUs pro Job</translation>
    </message>
    <message>
        <source>Longest duration (hours)</source>
        <translation>Längste Dauer (Stunden)</translation>
    </message>
    <message>
        <source>Median duration (seconds)</source>
        <translation>Median der Dauer (Sekunden)</translation>
    </message>
    <message>
        <source>Spread of durations (log-normal sigma)</source>
        <translation>Streuung der Dauer (Log-Normal-Sigma)</translation>
    </message>
    <message>
        <source>Slot length (seconds)</source>
        <translation>Slot-Länge (Sekunden)</translation>
    </message>
    <message>
        <source>Mean arrivals per slot</source>
        <translation>Mittlere Ankünfte pro Slot</translation>
    </message>
    <message>
        <source>Most arrivals per slot</source>
        <translation>Max. Ankünfte pro Slot</translation>
    </message>
    <message>
        <source>Most workers per job</source>
        <translation>Max. Worker pro Job</translation>
    </message>
    <message>
        <source>Workers requested</source>
        <translation>Angeforderte Worker</translation>
    </message>
    <message>
        <source>Parameter servers per job</source>
        <translation>Parameterserver pro Job</translation>
    </message>
    <message>
        <source>Longest job (steps)</source>
        <translation>Längster Job (Schritte)</translation>
    </message>
    <message>
        <source>Step length (seconds)</source>
        <translation>Schrittlänge (Sekunden)</translation>
    </message>
    <message>
        <source>Chance of an arrival per step</source>
        <translation>Ankunftswahrscheinlichkeit pro Schritt</translation>
    </message>
    <message>
        <source>Most parameter servers per job</source>
        <translation>Max. Parameterserver pro Job</translation>
    </message>
    <message>
        <source>Share of one-worker jobs</source>
        <translation>Anteil der Jobs mit einem Worker</translation>
    </message>
    <message>
        <source>Share of parameter-server jobs</source>
        <translation>Anteil der Parameterserver-Jobs</translation>
    </message>
    <message>
        <source>Fewest epochs</source>
        <translation>Min. Epochen</translation>
    </message>
    <message>
        <source>Most epochs</source>
        <translation>Max. Epochen</translation>
    </message>
    <message>
        <source>Alibaba arrival pattern (DL2)</source>
        <translation>Alibaba-Ankunftsmuster (DL2)</translation>
    </message>
</context>
<context>
    <name>gantry::gui::JobTableModel</name>
    <message>
        <source>Step time against one machine, on an idle network: one rack ×%1, across racks ×%2 (%3 of its speed lost across racks)</source>
        <translation>Schrittzeit im Vergleich zu einer Maschine, bei leerem Netz: ein Rack ×%1, über Racks ×%2 (%3 der Geschwindigkeit gehen über Racks verloren)</translation>
    </message>
    <message>
        <source>Share of the job&apos;s run time spent communicating (placement-aware speed model)</source>
        <translation>Anteil der Laufzeit des Jobs für Kommunikation (platzierungsabhängiges Geschwindigkeitsmodell)</translation>
    </message>
    <message>
        <source>Edited in this scenario (workload.overrides); undo to restore</source>
        <translation>In diesem Szenario bearbeitet (workload.overrides); Rückgängig stellt den Wert wieder her</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>ausstehend</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>wartend</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>Job %1: &apos;%2&apos; is not a number.</source>
        <translation>Job %1: „%2“ ist keine Zahl.</translation>
    </message>
    <message>
        <source>Submit times cannot be edited while the workload skips its first seconds.</source>
        <translation>Einreichzeiten können nicht bearbeitet werden, solange die Arbeitslast ihre ersten Sekunden überspringt.</translation>
    </message>
    <message>
        <source>Job %1: the submit time must be &gt;= 0.</source>
        <translation>Job %1: Die Einreichzeit muss &gt;= 0 sein.</translation>
    </message>
    <message>
        <source>submit time</source>
        <translation>Einreichzeit</translation>
    </message>
    <message>
        <source>Job %1: the duration must be &gt; 0.</source>
        <translation>Job %1: Die Dauer muss &gt; 0 sein.</translation>
    </message>
    <message>
        <source>duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Job %1: GPUs must be a whole number &gt;= 1.</source>
        <translation>Job %1: Die GPU-Anzahl muss eine ganze Zahl &gt;= 1 sein.</translation>
    </message>
    <message>
        <source>Job %1: the cluster has only %2 GPUs.</source>
        <translation>Job %1: Der Cluster hat nur %2 GPUs.</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Edit %1 of job %2</source>
        <translation>%1 von Job %2 bearbeiten</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>Eingereicht</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Across racks</source>
        <translation>Über Racks</translation>
    </message>
    <message>
        <source>Comm.</source>
        <translation>Komm.</translation>
    </message>
    <message>
        <source>Rejected: it can never run here, because it %1</source>
        <translation>Abgelehnt: Er kann hier nie laufen, denn er %1 (englisch protokolliert)</translation>
    </message>
    <message>
        <source>rejected: %1</source>
        <translation>abgelehnt: %1</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>Zeitlimit erreicht</translation>
    </message>
</context>
<context>
    <name>gantry::gui::LessonPanel</name>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Open a lesson file</source>
        <translation>Eine Lektionsdatei öffnen</translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation>Lektion öffnen</translation>
    </message>
    <message>
        <source>Gantry lessons (*.yaml *.yml);;All files (*)</source>
        <translation>Gantry-Lektionen (*.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Pick a lesson and press Start. Each step pauses the run, explains what to look at and asks you something.</source>
        <translation>Wählen Sie eine Lektion und klicken Sie auf Starten. Jeder Schritt hält den Lauf an, erklärt, worauf zu achten ist, und stellt Ihnen eine Frage.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Cannot open the lesson</source>
        <translation>Die Lektion kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>Step %1 of %2: the run goes on until %3…</source>
        <translation>Schritt %1 von %2: Der Lauf geht weiter bis %3…</translation>
    </message>
    <message>
        <source>*This moment did not come in this run: the run ended first.*</source>
        <translation>*Dieser Moment kam in diesem Lauf nicht: Der Lauf endete vorher.*</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Commit my prediction</source>
        <translation>Meine Vorhersage festhalten</translation>
    </message>
    <message>
        <source>Check my answer</source>
        <translation>Meine Antwort prüfen</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Zeig es mir</translation>
    </message>
    <message>
        <source>Make the change the lesson asks for (undoable with Edit &gt; Undo)</source>
        <translation>Die von der Lektion verlangte Änderung vornehmen (mit Bearbeiten &gt; Rückgängig widerrufbar)</translation>
    </message>
    <message>
        <source>Done: %1.</source>
        <translation>Erledigt: %1.</translation>
    </message>
    <message>
        <source>Not yet: %1.</source>
        <translation>Noch nicht: %1.</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Richtig.</translation>
    </message>
    <message>
        <source>Not quite; try again.</source>
        <translation>Nicht ganz; versuchen Sie es noch einmal.</translation>
    </message>
    <message>
        <source>Your prediction is recorded. Watch the run; it will be revealed.</source>
        <translation>Ihre Vorhersage ist festgehalten. Beobachten Sie den Lauf; die Auflösung folgt.</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>Lektion: %1</translation>
    </message>
    <message>
        <source>Running your scenario to its end…</source>
        <translation>Ihr Szenario läuft bis zum Ende…</translation>
    </message>
    <message>
        <source>Lesson complete</source>
        <translation>Lektion abgeschlossen</translation>
    </message>
    <message>
        <source>**Well done.** You reached the end of *%1*. Restart it, or pick another lesson.</source>
        <translation>**Gut gemacht.** Sie haben das Ende von *%1* erreicht. Beginnen Sie sie neu oder wählen Sie eine andere Lektion.</translation>
    </message>
    <message>
        <source>Reviewing an earlier step. Next returns to where the lesson is.</source>
        <translation>Sie sehen einen früheren Schritt. „Weiter“ führt zurück zum aktuellen Stand der Lektion.</translation>
    </message>
</context>
<context>
    <name>gantry::gui::MainWindow</name>
    <message>
        <source>Run failed: %1</source>
        <translation>Lauf fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Cannot run the scenario</source>
        <translation>Das Szenario kann nicht ausgeführt werden</translation>
    </message>
    <message>
        <source>Selected: %1 (%2 GPUs)</source>
        <translation>Ausgewählt: %1 (%2 GPUs)</translation>
    </message>
    <message>
        <source>  &lt;b&gt;Schedule&lt;/b&gt;  </source>
        <translation>  &lt;b&gt;Zeitplan&lt;/b&gt;  </translation>
    </message>
    <message>
        <source>Rows per job</source>
        <translation>Zeilen pro Job</translation>
    </message>
    <message>
        <source>One row per job instead of one row per GPU</source>
        <translation>Eine Zeile pro Job statt einer Zeile pro GPU</translation>
    </message>
    <message>
        <source>Colour by tenant</source>
        <translation>Nach Mandant färben</translation>
    </message>
    <message>
        <source>Colour GPUs and bars by the tenant of their job (the scenario&apos;s tenants) instead of by job</source>
        <translation>GPUs und Balken nach dem Mandanten ihres Jobs (den Mandanten des Szenarios) statt nach Job färben</translation>
    </message>
    <message>
        <source>Tenants:</source>
        <translation>Mandanten:</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>   Ctrl+wheel zooms time · drag pans · click selects a job</source>
        <translation>   Strg+Mausrad zoomt die Zeit · Ziehen verschiebt · Klick wählt einen Job</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>Simulation</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Arbeitslast</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>What-if comparison</source>
        <translation>Was-wäre-wenn-Vergleich</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Planung</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation>Kennzahlen</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Export &amp;Report…</source>
        <translation>&amp;Bericht exportieren…</translation>
    </message>
    <message>
        <source>Every variant, charts, the plan and the assumptions, as a PDF or an HTML file</source>
        <translation>Alle Varianten, Diagramme, die Planung und die Annahmen als PDF- oder HTML-Datei</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>B&amp;eenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>Aus&amp;führen</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Step event</source>
        <translation>Ein Ereignis weiter</translation>
    </message>
    <message>
        <source>Step decision</source>
        <translation>Eine Entscheidung weiter</translation>
    </message>
    <message>
        <source>Run to end</source>
        <translation>Bis zum Ende ausführen</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lektionen</translation>
    </message>
    <message>
        <source>Guided lessons on scheduling that pause the run, explain and ask</source>
        <translation>Geführte Lektionen zum Scheduling, die den Lauf anhalten, erklären und Fragen stellen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source> Speed </source>
        <translation> Tempo </translation>
    </message>
    <message>
        <source>Simulated time per second of wall-clock time</source>
        <translation>Simulierte Zeit pro Sekunde Echtzeit</translation>
    </message>
    <message>
        <source>1 min/s</source>
        <translation>1 min/s</translation>
    </message>
    <message>
        <source>10 min/s</source>
        <translation>10 min/s</translation>
    </message>
    <message>
        <source>1 h/s</source>
        <translation>1 h/s</translation>
    </message>
    <message>
        <source>10 h/s</source>
        <translation>10 h/s</translation>
    </message>
    <message>
        <source>1 day/s</source>
        <translation>1 Tag/s</translation>
    </message>
    <message>
        <source>as fast as possible</source>
        <translation>so schnell wie möglich</translation>
    </message>
    <message>
        <source>No scenario</source>
        <translation>Kein Szenario</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>t = %1 · %2 events</source>
        <translation>t = %1 · %2 Ereignisse</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>%1 / %2 jobs</source>
        <translation>%1 / %2 Jobs</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation>Das Szenario kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Unknown trace format</source>
        <translation>Unbekanntes Trace-Format</translation>
    </message>
    <message>
        <source>Gantry cannot tell the format of %1.</source>
        <translation>Gantry kann das Format von %1 nicht erkennen.</translation>
    </message>
    <message>
        <source>Cannot use the trace</source>
        <translation>Der Trace kann nicht verwendet werden</translation>
    </message>
    <message>
        <source>Cannot save the scenario</source>
        <translation>Das Szenario kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save scenario as</source>
        <translation>Szenario speichern unter</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>Reports (*.pdf *.html)</source>
        <translation>Berichte (*.pdf *.html)</translation>
    </message>
    <message>
        <source>Cannot export the report</source>
        <translation>Der Bericht kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Making the report: running every variant…</source>
        <translation>Bericht wird erstellt: Alle Varianten laufen…</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>Bericht nach %1 geschrieben</translation>
    </message>
    <message>
        <source>never saved to a file</source>
        <translation>nie in einer Datei gespeichert</translation>
    </message>
    <message>
        <source>file %1</source>
        <translation>Datei %1</translation>
    </message>
    <message>
        <source>Recover unsaved changes?</source>
        <translation>Ungespeicherte Änderungen wiederherstellen?</translation>
    </message>
    <message>
        <source>Gantry did not close cleanly. Recover the unsaved changes to the scenario “%1” (%2), autosaved %3?</source>
        <translation>Gantry wurde nicht ordnungsgemäß beendet. Die ungespeicherten Änderungen am Szenario „%1“ (%2), automatisch gespeichert %3, wiederherstellen?</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Wiederherstellung nicht möglich</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Gantry will use the new language the next time it starts.</source>
        <translation>Gantry verwendet die neue Sprache beim nächsten Start.</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Handbuch</translation>
    </message>
    <message>
        <source>Gantry&apos;s manual: its README and docs, as installed</source>
        <translation>Das Handbuch von Gantry: README und Dokumentation, wie installiert</translation>
    </message>
    <message>
        <source>Keyboard &amp;Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About Gantry</source>
        <translation>Ü&amp;ber Gantry</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>Handbuch</translation>
    </message>
    <message>
        <source>The manual is not installed with this copy of Gantry.</source>
        <translation>Das Handbuch ist mit dieser Kopie von Gantry nicht installiert.</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gantry %1&lt;/b&gt;: a what-if planner for GPU clusters.</source>
        <translation>&lt;b&gt;Gantry %1&lt;/b&gt;: ein Was-wäre-wenn-Planer für GPU-Cluster.</translation>
    </message>
    <message>
        <source>Its schedulers come from these papers (docs/reproduction.md):</source>
        <translation>Seine Scheduler stammen aus diesen Arbeiten (docs/reproduction.md):</translation>
    </message>
    <message>
        <source>It is built with</source>
        <translation>Es baut auf</translation>
    </message>
    <message>
        <source>About Gantry</source>
        <translation>Über Gantry</translation>
    </message>
    <message>
        <source>Make a scenario in a few steps: a workload, a cluster, a policy and a name</source>
        <translation>Ein Szenario in wenigen Schritten anlegen: Arbeitslast, Cluster, Strategie und Name</translation>
    </message>
    <message>
        <source>New scenario “%1”, not saved yet</source>
        <translation>Neues Szenario „%1“, noch nicht gespeichert</translation>
    </message>
    <message>
        <source>Fork here…</source>
        <translation>Hier abzweigen …</translation>
    </message>
    <message>
        <source>Add a what-if variant that starts from this moment of the run</source>
        <translation>Eine Was-wäre-wenn-Variante hinzufügen, die in diesem Moment des Laufs beginnt</translation>
    </message>
    <message>
        <source>Fork here</source>
        <translation>Hier abzweigen</translation>
    </message>
    <message>
        <source>Fork %1</source>
        <translation>Abzweigung %1</translation>
    </message>
    <message>
        <source>Draw a fork of this run beside it: from the fork&apos;s time, each GPU&apos;s row shows this run above and the fork below (run the comparison to get the forks)</source>
        <translation>Eine Abzweigung dieses Laufs daneben zeichnen: ab ihrem Zeitpunkt zeigt jede GPU-Zeile oben diesen Lauf und unten die Abzweigung (der Vergleich liefert die Abzweigungen)</translation>
    </message>
    <message>
        <source>No fork beside it</source>
        <translation>Keine Abzweigung daneben</translation>
    </message>
    <message>
        <source>   From the dashed line: this run above, the fork below in each row</source>
        <translation>   Ab der gestrichelten Linie: oben dieser Lauf, unten die Abzweigung in jeder Zeile</translation>
    </message>
    <message>
        <source>Fork here: %1 fails…</source>
        <translation>Hier abzweigen: %1 fällt aus …</translation>
    </message>
    <message>
        <source>Fork here: rack %1 fails…</source>
        <translation>Hier abzweigen: Rack %1 fällt aus …</translation>
    </message>
    <message>
        <source>Fork here: rack %1 leaves…</source>
        <translation>Hier abzweigen: Rack %1 geht …</translation>
    </message>
    <message>
        <source>Fork here: more %1 machines join…</source>
        <translation>Hier abzweigen: weitere %1-Maschinen kommen hinzu …</translation>
    </message>
    <message>
        <source>Pause the run to fork from its current moment</source>
        <translation>Halten Sie den Lauf an, um von seinem aktuellen Moment abzuzweigen</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>Begin with an example, a lesson, a recent file, your cluster&apos;s history or a new scenario</source>
        <translation>Beginnen Sie mit einem Beispiel, einer Lektion, einer zuletzt geöffneten Datei, der Historie Ihres Clusters oder einem neuen Szenario</translation>
    </message>
    <message>
        <source>New Scenario &amp;Wizard…</source>
        <translation>Assistent für neues &amp;Szenario…</translation>
    </message>
    <message numerus="yes">
        <source>Its %n variant(s) are compared in the What-if tab and its plan searched in the Plan tab; Run plays the base here.</source>
        <translation>
            <numerusform>Seine %n Variante wird im Tab „Was-wäre-wenn-Vergleich“ verglichen und sein Plan im Tab „Planung“ gesucht; „Ausführen“ spielt hier die Basis ab.</numerusform>
            <numerusform>Seine %n Varianten werden im Tab „Was-wäre-wenn-Vergleich“ verglichen und sein Plan im Tab „Planung“ gesucht; „Ausführen“ spielt hier die Basis ab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Its %n variant(s) are compared in the What-if tab; Run plays the base here.</source>
        <translation>
            <numerusform>Seine %n Variante wird im Tab „Was-wäre-wenn-Vergleich“ verglichen; „Ausführen“ spielt hier die Basis ab.</numerusform>
            <numerusform>Seine %n Varianten werden im Tab „Was-wäre-wenn-Vergleich“ verglichen; „Ausführen“ spielt hier die Basis ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its plan is searched in the Plan tab; Run plays the scenario here.</source>
        <translation>Sein Plan wird im Tab „Planung“ gesucht; „Ausführen“ spielt das Szenario hier ab.</translation>
    </message>
    <message>
        <source>Run plays it here; add variants in the What-if tab to compare.</source>
        <translation>„Ausführen“ spielt es hier ab; fügen Sie im Tab „Was-wäre-wenn-Vergleich“ Varianten zum Vergleichen hinzu.</translation>
    </message>
    <message>
        <source>Export &amp;Deployment…</source>
        <translation>&amp;Bereitstellung exportieren…</translation>
    </message>
    <message>
        <source>The tenants&apos; quotas and sharing as Kueue queues or a Slurm configuration, to apply</source>
        <translation>Die Kontingente und die Teilung der Mandanten als Kueue-Warteschlangen oder Slurm-Konfiguration, zum Anwenden</translation>
    </message>
    <message>
        <source>&amp;Calibrate Against the Trace…</source>
        <translation>Am Trace &amp;kalibrieren…</translation>
    </message>
    <message>
        <source>Compare the replay&apos;s queueing delays with those the trace recorded, and fit what it does not show</source>
        <translation>Die Wartezeiten der Wiedergabe mit den im Trace aufgezeichneten vergleichen und anpassen, was er nicht zeigt</translation>
    </message>
</context>
<context>
    <name>gantry::gui::ManualViewer</name>
    <message>
        <source>Gantry manual</source>
        <translation>Gantry-Handbuch</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Open in browser</source>
        <translation>Im Browser öffnen</translation>
    </message>
    <message>
        <source>Open this page with the desktop&apos;s program for Markdown files</source>
        <translation>Diese Seite mit dem Programm des Desktops für Markdown-Dateien öffnen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>gantry::gui::MetricsPanel</name>
    <message>
        <source>Average JCT</source>
        <translation>Mittlere JCT</translation>
    </message>
    <message>
        <source>p95 JCT</source>
        <translation>p95-JCT</translation>
    </message>
    <message>
        <source>Makespan</source>
        <translation>Gesamtdauer</translation>
    </message>
    <message>
        <source>GPU utilisation</source>
        <translation>GPU-Auslastung</translation>
    </message>
    <message>
        <source>Jobs done</source>
        <translation>Fertige Jobs</translation>
    </message>
    <message>
        <source>Queued jobs (x: hours)</source>
        <translation>Wartende Jobs (x: Stunden)</translation>
    </message>
    <message>
        <source>GPUs busy, % (x: hours)</source>
        <translation>Belegte GPUs, % (x: Stunden)</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <source>Job completion time CDF</source>
        <translation>Verteilung der Job-Abschlusszeit (JCT, CDF)</translation>
    </message>
    <message>
        <source>JCT (hours)</source>
        <translation>JCT (Stunden)</translation>
    </message>
    <message>
        <source>fraction of jobs</source>
        <translation>Anteil der Jobs</translation>
    </message>
    <message>
        <source>JCT CDF</source>
        <translation>JCT-CDF</translation>
    </message>
    <message>
        <source>Wait vs JCT per job</source>
        <translation>Wartezeit vs. JCT pro Job</translation>
    </message>
    <message>
        <source>wait (hours)</source>
        <translation>Wartezeit (Stunden)</translation>
    </message>
    <message>
        <source>Wait vs JCT</source>
        <translation>Wartezeit vs. JCT</translation>
    </message>
    <message>
        <source>JCT</source>
        <translation>JCT</translation>
    </message>
    <message>
        <source>jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>Cluster cost per month</source>
        <translation>Clusterkosten pro Monat</translation>
    </message>
    <message>
        <source>Usage cost so far (GPU-hours held x price), $ (x: hours)</source>
        <translation>Nutzungskosten bisher (belegte GPU-Stunden x Preis), $ (x: Stunden)</translation>
    </message>
    <message>
        <source>Usage cost per month (at the rate now)</source>
        <translation>Nutzungskosten pro Monat (beim jetzigen Satz)</translation>
    </message>
    <message>
        <source>Usage cost per month</source>
        <translation>Nutzungskosten pro Monat</translation>
    </message>
    <message>
        <source>Cluster cost %1 over %2 (its machines, busy or idle); usage cost %3 (the GPU-hours its jobs held).</source>
        <translation>Clusterkosten %1 über %2 (seine Maschinen, belegt oder frei); Nutzungskosten %3 (die von seinen Jobs belegten GPU-Stunden).</translation>
    </message>
    <message>
        <source>JCT (hours, log scale)</source>
        <translation>JCT (Stunden, logarithmisch)</translation>
    </message>
    <message>
        <source>%1 / %2, %3 rejected</source>
        <translation>%1 / %2, %3 abgelehnt</translation>
    </message>
</context>
<context>
    <name>gantry::gui::NewScenarioWizard</name>
    <message>
        <source>New Scenario</source>
        <translation>Neues Szenario</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Weiter &gt;</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Fertigstellen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Arbeitslast</translation>
    </message>
    <message>
        <source>A trace shipped with Gantry</source>
        <translation>Ein mit Gantry ausgelieferter Trace</translation>
    </message>
    <message>
        <source>A workload generator</source>
        <translation>Ein Arbeitslast-Generator</translation>
    </message>
    <message>
        <source>%1 (format %2)</source>
        <translation>%1 (Format %2)</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Keep only the trace&apos;s first jobs, by submission (all: every job).</source>
        <translation>Nur die ersten Jobs des Traces nach Einreichung behalten (alle: jeder Job).</translation>
    </message>
    <message>
        <source>No traces are installed with this copy of Gantry.</source>
        <translation>Mit dieser Gantry-Installation sind keine Traces installiert.</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>Trace</translation>
    </message>
    <message>
        <source>Jobs to use</source>
        <translation>Zu verwendende Jobs</translation>
    </message>
    <message>
        <source>The same seed gives the same jobs, and the same models for them, on every computer.</source>
        <translation>Derselbe Seed ergibt auf jedem Rechner dieselben Jobs und dieselben Modelle dafür.</translation>
    </message>
    <message>
        <source>Generator</source>
        <translation>Generator</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>The cluster&apos;s shape: racks of identical machines, each with the same number of GPUs.</source>
        <translation>Die Form des Clusters: Racks gleicher Maschinen, jede mit derselben Zahl von GPUs.</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <source>Machines per rack</source>
        <translation>Maschinen pro Rack</translation>
    </message>
    <message>
        <source>GPUs per machine</source>
        <translation>GPUs pro Maschine</translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation>GPU-Typ</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 rack(s)</source>
        <translation>
            <numerusform>%1 Rack</numerusform>
            <numerusform>%1 Racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 machine(s)</source>
        <translation>
            <numerusform>%1 Maschine</numerusform>
            <numerusform>%1 Maschinen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 GPU(s)</source>
        <translation>
            <numerusform>%1 GPU</numerusform>
            <numerusform>%1 GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>The machines need at least one GPU each.</source>
        <translation>Jede Maschine braucht mindestens eine GPU.</translation>
    </message>
    <message>
        <source>A cluster has at most %1 machines.</source>
        <translation>Ein Cluster hat höchstens %1 Maschinen.</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>How the scheduler decides: which job goes next, and which GPUs it gets.</source>
        <translation>Wie der Scheduler entscheidet: welcher Job als Nächstes startet und welche GPUs er bekommt.</translation>
    </message>
    <message>
        <source>Backfill</source>
        <translation>Backfill</translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <source>Later jobs may start while the next one in order waits for room.</source>
        <translation>Spätere Jobs dürfen starten, während der nächste in der Reihenfolge auf Platz wartet.</translation>
    </message>
    <message>
        <source>The policies&apos; parameters, sizing for elastic jobs, quotas for tenants and the learned schedulers: the Policy tab, after Finish.</source>
        <translation>Parameter der Strategien, Größe elastischer Jobs, Quoten der Mandanten und die gelernten Scheduler: im Tab „Strategie“, nach „Fertigstellen“.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>What to call the scenario. It opens as a new document, not saved yet: File &gt; Save asks where to keep it.</source>
        <translation>Wie das Szenario heißen soll. Es öffnet sich als neues, noch nicht gespeichertes Dokument: Datei &gt; Speichern fragt, wo es abgelegt wird.</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>Neues Szenario</translation>
    </message>
    <message>
        <source>every job of the trace %1</source>
        <translation>alle Jobs des Traces %1</translation>
    </message>
    <message>
        <source>the first %1 jobs of the trace %2</source>
        <translation>die ersten %1 Jobs des Traces %2</translation>
    </message>
    <message>
        <source>%1 jobs from the generator %2 (seed %3)</source>
        <translation>%1 Jobs vom Generator %2 (Seed %3)</translation>
    </message>
    <message>
        <source>jobs from the generator %1 (seed %2)</source>
        <translation>Jobs vom Generator %1 (Seed %2)</translation>
    </message>
    <message>
        <source>ordering %1, placement %2</source>
        <translation>Reihenfolge %1, Platzierung %2</translation>
    </message>
    <message>
        <source>Workload:</source>
        <translation>Arbeitslast:</translation>
    </message>
    <message>
        <source>Cluster:</source>
        <translation>Cluster:</translation>
    </message>
    <message>
        <source>Policy:</source>
        <translation>Strategie:</translation>
    </message>
    <message>
        <source>%1, with backfill</source>
        <translation>%1, mit Backfill</translation>
    </message>
    <message>
        <source>%1, without backfill</source>
        <translation>%1, ohne Backfill</translation>
    </message>
    <message>
        <source>This scenario is not valid: %1</source>
        <translation>Dieses Szenario ist ungültig: %1</translation>
    </message>
    <message>
        <source>This scenario cannot run: %1</source>
        <translation>Dieses Szenario kann nicht laufen: %1</translation>
    </message>
    <message>
        <source>Where the jobs come from: your own cluster&apos;s history, a trace shipped with Gantry, or a generator of synthetic jobs.</source>
        <translation>Woher die Jobs kommen: die Historie Ihres eigenen Clusters, ein mit Gantry gelieferter Trace oder ein Generator synthetischer Jobs.</translation>
    </message>
    <message>
        <source>My cluster&apos;s own history</source>
        <translation>Die Historie meines eigenen Clusters</translation>
    </message>
    <message>
        <source>sacct -P -o JobIDRaw,Submit,Start,End,AllocTRES,... &gt; jobs.txt, or kubectl get jobs -A -o json</source>
        <translation>sacct -P -o JobIDRaw,Submit,Start,End,AllocTRES,... &gt; jobs.txt, oder kubectl get jobs -A -o json</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Your cluster&apos;s history</source>
        <translation>Die Historie Ihres Clusters</translation>
    </message>
    <message>
        <source>Scheduler records and traces (*.txt *.csv *.json *.psv *.tsv);;All files (*)</source>
        <translation>Scheduler-Aufzeichnungen und Traces (*.txt *.csv *.json *.psv *.tsv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>A Slurm accounting export (sacct -P), Kubernetes jobs or pods (kubectl get ... -o json), or a trace in a public format (Philly, Helios, Alibaba): Gantry tells which.</source>
        <translation>Ein Slurm-Abrechnungsexport (sacct -P), Kubernetes-Jobs oder -Pods (kubectl get ... -o json) oder ein Trace in einem öffentlichen Format (Philly, Helios, Alibaba): Gantry erkennt, welches.</translation>
    </message>
    <message>
        <source>Read as %1.</source>
        <translation>Gelesen als %1.</translation>
    </message>
    <message>
        <source>%1 (speed %2, %3 per GPU-hour, %4 GB)</source>
        <translation>%1 (Geschwindigkeit %2, %3 pro GPU-Stunde, %4 GB)</translation>
    </message>
    <message>
        <source>Mixed GPU types, your own prices and speeds, link bandwidths and machines that differ: the Cluster tab, after Finish.</source>
        <translation>Gemischte GPU-Typen, eigene Preise und Geschwindigkeiten, Bandbreiten und abweichende Maschinen: im Tab „Cluster“, nach „Fertigstellen“.</translation>
    </message>
    <message>
        <source>The question it asks, e.g. &quot;Would 16 more A100s keep our p95 wait under an hour?&quot; (shown above the views and on the report&apos;s first page)</source>
        <translation>Die Frage, die es stellt, z. B. „Würden 16 weitere A100 unsere p95-Wartezeit unter einer Stunde halten?“ (über den Ansichten und auf der ersten Seite des Berichts gezeigt)</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>every job of %1 (%2)</source>
        <translation>jeder Job von %1 (%2)</translation>
    </message>
</context>
<context>
    <name>gantry::gui::PlanPanel</name>
    <message>
        <source>GPU type</source>
        <translation>GPU-Typ</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min.</translation>
    </message>
    <message>
        <source>max</source>
        <translation>max.</translation>
    </message>
    <message>
        <source>The GPU type of this machine shape</source>
        <translation>Der GPU-Typ dieser Maschinenform</translation>
    </message>
    <message>
        <source>GPUs in each machine</source>
        <translation>GPUs pro Maschine</translation>
    </message>
    <message>
        <source>CPU slots in each machine</source>
        <translation>CPU-Slots pro Maschine</translation>
    </message>
    <message>
        <source>The fewest machines of this shape to try</source>
        <translation>Die wenigsten Maschinen dieser Form, die probiert werden</translation>
    </message>
    <message>
        <source>The most machines of this shape to try</source>
        <translation>Die meisten Maschinen dieser Form, die probiert werden</translation>
    </message>
    <message>
        <source>Machine shapes the plan may buy or rent, with how many of each (prices come from the cluster&apos;s GPU types)</source>
        <translation>Maschinenformen, die die Planung kaufen oder mieten darf, mit der jeweiligen Anzahl (Preise aus den GPU-Typen des Clusters)</translation>
    </message>
    <message>
        <source>Service level</source>
        <translation>Service-Level</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Für</translation>
    </message>
    <message>
        <source>What must hold</source>
        <translation>Was gelten muss</translation>
    </message>
    <message>
        <source>The limit: hours, or % for utilisation</source>
        <translation>Die Grenze: Stunden oder % bei Auslastung</translation>
    </message>
    <message>
        <source>Every job, or one tenant&apos;s jobs</source>
        <translation>Alle Jobs oder die Jobs eines Mandanten</translation>
    </message>
    <message>
        <source>the scenario&apos;s seed</source>
        <translation>der Seed des Szenarios</translation>
    </message>
    <message>
        <source>Workload seeds the cluster must cope with, e.g. 11 12 13</source>
        <translation>Arbeitslast-Seeds, die der Cluster bewältigen muss, z. B. 11 12 13</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Bisect (assume more machines never hurt)</source>
        <translation>Bisektion (annehmen, dass mehr Maschinen nie schaden)</translation>
    </message>
    <message>
        <source>Far fewer runs on large grids; can miss the cheapest cluster where slow GPUs make a level worse (docs/planning.md)</source>
        <translation>Weit weniger Läufe bei großen Rastern; kann den günstigsten Cluster verfehlen, wenn langsame GPUs ein Level verschlechtern (docs/planning.md)</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Machines that may be bought or rented</source>
        <translation>Maschinen, die gekauft oder gemietet werden dürfen</translation>
    </message>
    <message>
        <source>machine shape</source>
        <translation>Maschinenform</translation>
    </message>
    <message>
        <source>Policies to compare (none: the scenario&apos;s own)</source>
        <translation>Zu vergleichende Strategien (keine: die des Szenarios)</translation>
    </message>
    <message>
        <source>policy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Service levels (the first is the chart&apos;s metric)</source>
        <translation>Service-Level (das erste ist die Kennzahl des Diagramms)</translation>
    </message>
    <message>
        <source>level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Machines per rack</source>
        <translation>Maschinen pro Rack</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Workload seeds</source>
        <translation>Arbeitslast-Seeds</translation>
    </message>
    <message>
        <source>Seeds that must meet every level</source>
        <translation>Seeds, die jedes Level erfüllen müssen</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>Find the cheapest clusters</source>
        <translation>Die günstigsten Cluster finden</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Click a point or a row to see its metrics.</source>
        <translation>Klicken Sie auf einen Punkt oder eine Zeile, um die Kennzahlen zu sehen.</translation>
    </message>
    <message>
        <source>Add as what-if variant</source>
        <translation>Als Was-wäre-wenn-Variante hinzufügen</translation>
    </message>
    <message>
        <source>This scenario has no plan yet: add the machine shapes that may be bought and a service level.</source>
        <translation>Dieses Szenario hat noch keine Planung: Fügen Sie die Maschinenformen hinzu, die gekauft werden dürfen, und ein Service-Level.</translation>
    </message>
    <message>
        <source>Row %1: %2 must be a number</source>
        <translation>Zeile %1: %2 muss eine Zahl sein</translation>
    </message>
    <message>
        <source>GPUs each</source>
        <translation>GPUs je Maschine</translation>
    </message>
    <message>
        <source>CPUs each</source>
        <translation>CPUs je Maschine</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>mindestens</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>höchstens</translation>
    </message>
    <message>
        <source>the limit</source>
        <translation>die Grenze</translation>
    </message>
    <message>
        <source>Workload seeds: &apos;%1&apos; is not a whole number</source>
        <translation>Arbeitslast-Seeds: „%1“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>Edit plan</source>
        <translation>Planung bearbeiten</translation>
    </message>
    <message>
        <source>every job</source>
        <translation>alle Jobs</translation>
    </message>
    <message>
        <source> (%)</source>
        <translation> (%)</translation>
    </message>
    <message>
        <source> (hours)</source>
        <translation> (Stunden)</translation>
    </message>
    <message>
        <source>%v of a grid of %m looked at</source>
        <translation>%v von einem Raster aus %m geprüft</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n configuration(s).</source>
        <translation>
            <numerusform>Nach %n Konfiguration abgebrochen.</numerusform>
            <numerusform>Nach %n Konfigurationen abgebrochen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The plan could not run: %1</source>
        <translation>Die Planung konnte nicht laufen: %1</translation>
    </message>
    <message>
        <source>%1 of a grid of %2 looked at</source>
        <translation>%1 von einem Raster aus %2 geprüft</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: no configuration within the bounds meets the levels</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: Keine Konfiguration innerhalb der Grenzen erfüllt die Level</translation>
    </message>
    <message>
        <source>No configuration within the bounds can meet the levels: %1 (GPU-hours bound, nothing simulated)</source>
        <translation>Keine Konfiguration innerhalb der Grenzen kann die Level erfüllen: %1 (GPU-Stunden-Schranke, nichts simuliert)</translation>
    </message>
    <message>
        <source>/h</source>
        <translation>/h</translation>
    </message>
    <message>
        <source>service level: %1</source>
        <translation>Service-Level: %1</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>ausgewählt</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; under &lt;b&gt;%2&lt;/b&gt;: %3 GPUs, %4/h</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; mit &lt;b&gt;%2&lt;/b&gt;: %3 GPUs, %4/h</translation>
    </message>
    <message>
        <source>, %1 over the trace, %2 %3</source>
        <translation>, %1 über den Trace, %2 %3</translation>
    </message>
    <message>
        <source> — the cheapest for this policy</source>
        <translation> — die günstigste für diese Strategie</translation>
    </message>
    <message>
        <source>Add plan variant</source>
        <translation>Planungsvariante hinzufügen</translation>
    </message>
    <message>
        <source>&lt;br&gt;Added as the variant “%1” to the what-if comparison.</source>
        <translation>&lt;br&gt;Als Variante „%1“ zum Was-wäre-wenn-Vergleich hinzugefügt.</translation>
    </message>
    <message>
        <source>, %1 from %2 on, %3 %4</source>
        <translation>, %1 ab %2, %3 %4</translation>
    </message>
    <message>
        <source>The cost the scenario&apos;s owner pays (its billing)</source>
        <translation>Die Kosten, die der Eigentümer des Szenarios zahlt (seine Abrechnung)</translation>
    </message>
    <message>
        <source>Cheapest cluster cost (its machines&apos; price per hour)</source>
        <translation>Niedrigste Clusterkosten (Stundenpreis seiner Maschinen)</translation>
    </message>
    <message>
        <source>Cheapest usage cost (GPU-hours held x price, over the trace)</source>
        <translation>Niedrigste Nutzungskosten (belegte GPU-Stunden x Preis, über den Trace)</translation>
    </message>
    <message>
        <source>Cost against service, every configuration simulated</source>
        <translation>Kosten gegen Servicelevel, jede simulierte Konfiguration</translation>
    </message>
    <message>
        <source>Cluster cost</source>
        <translation>Clusterkosten</translation>
    </message>
    <message>
        <source>Usage cost</source>
        <translation>Nutzungskosten</translation>
    </message>
    <message>
        <source>usage cost ($, GPU-hours held x price)</source>
        <translation>Nutzungskosten ($, belegte GPU-Stunden x Preis)</translation>
    </message>
    <message>
        <source>cluster cost ($ per hour)</source>
        <translation>Clusterkosten ($ pro Stunde)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2, cluster cost %3/h, usage cost %4; %5 %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2, Clusterkosten %3/h, Nutzungskosten %4; %5 %6</translation>
    </message>
    <message>
        <source>Cheapest by usage cost meeting %1:&lt;br&gt;%2&lt;br&gt;&lt;small&gt;%3 of a grid of %4 configurations looked at, %5 ruled out by the GPU-hours bound, %6 runs.&lt;/small&gt;</source>
        <translation>Nach Nutzungskosten am günstigsten, das %1 erfüllt:&lt;br&gt;%2&lt;br&gt;&lt;small&gt;%3 von einem Raster aus %4 Konfigurationen geprüft, %5 durch die GPU-Stunden-Schranke ausgeschlossen, %6 Läufe.&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Cheapest by cluster cost meeting %1:&lt;br&gt;%2&lt;br&gt;&lt;small&gt;%3 of a grid of %4 configurations looked at, %5 ruled out by the GPU-hours bound, %6 runs.&lt;/small&gt;</source>
        <translation>Nach Clusterkosten am günstigsten, das %1 erfüllt:&lt;br&gt;%2&lt;br&gt;&lt;small&gt;%3 von einem Raster aus %4 Konfigurationen geprüft, %5 durch die GPU-Stunden-Schranke ausgeschlossen, %6 Läufe.&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <source>More (YAML)</source>
        <translation>Weiteres (YAML)</translation>
    </message>
    <message>
        <source>Which job goes next</source>
        <translation>Welcher Job als Nächster läuft</translation>
    </message>
    <message>
        <source>Which GPUs it gets</source>
        <translation>Welche GPUs er bekommt</translation>
    </message>
    <message>
        <source>Any other policy fields, e.g. sharing: borrowing, backfill: false</source>
        <translation>Weitere Felder der Richtlinie, z. B. sharing: borrowing, backfill: false</translation>
    </message>
    <message>
        <source>the scenario&apos;s (%1)</source>
        <translation>die des Szenarios (%1)</translation>
    </message>
</context>
<context>
    <name>gantry::gui::PolicyEditor</name>
    <message>
        <source>Scheduler (decides everything; leave at “composed” to use the parts below)</source>
        <translation>Scheduler (entscheidet alles; auf „composed“ lassen, um die Teile unten zu verwenden)</translation>
    </message>
    <message>
        <source>Ordering: which job goes next</source>
        <translation>Reihenfolge: welcher Job als Nächstes startet</translation>
    </message>
    <message>
        <source>Placement: which GPUs it gets</source>
        <translation>Platzierung: welche GPUs er bekommt</translation>
    </message>
    <message>
        <source>Sizing: how many GPUs elastic jobs get</source>
        <translation>Größe: wie viele GPUs elastische Jobs bekommen</translation>
    </message>
    <message>
        <source>Sharing: how the tenants share the GPUs (quotas)</source>
        <translation>Teilung: wie die Mandanten die GPUs teilen (Kontingente)</translation>
    </message>
    <message>
        <source>composed (ordering × placement × sizing × sharing)</source>
        <translation>composed (Reihenfolge × Platzierung × Größe × Teilung)</translation>
    </message>
    <message>
        <source>Backfill: let later jobs start when the next one in order does not fit</source>
        <translation>Backfill: spätere Jobs starten lassen, wenn der nächste in der Reihenfolge nicht passt</translation>
    </message>
    <message>
        <source>Choose %1 policy</source>
        <translation>%1-Strategie wählen</translation>
    </message>
    <message>
        <source>Toggle backfill</source>
        <translation>Backfill ein/aus</translation>
    </message>
    <message>
        <source>&lt;b&gt;Policy:&lt;/b&gt; %1&lt;br&gt;&lt;b&gt;Model:&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;Strategie:&lt;/b&gt; %1&lt;br&gt;&lt;b&gt;Modell:&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Choose a trained model file</source>
        <translation>Eine trainierte Modelldatei wählen</translation>
    </message>
    <message>
        <source>Choose a trained model</source>
        <translation>Ein trainiertes Modell wählen</translation>
    </message>
    <message>
        <source>Gantry models (*.model);;All files (*)</source>
        <translation>Gantry-Modelle (*.model);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>comma-separated numbers</source>
        <translation>durch Kommas getrennte Zahlen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tenants&apos; fair shares:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Fair-Share-Anteile der Mandanten:&lt;/b&gt; %1</translation>
    </message>
</context>
<context>
    <name>gantry::gui::ScenarioDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>The scenario has no file name yet.</source>
        <translation>Das Szenario hat noch keinen Dateinamen.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Use trace %1</source>
        <translation>Trace %1 verwenden</translation>
    </message>
    <message>
        <source>%1 (unsaved)</source>
        <translation>%1 (nicht gespeichert)</translation>
    </message>
</context>
<context>
    <name>gantry::gui::SettingsFile</name>
    <message>
        <source>The settings file was larger than Gantry ever writes (over 1 MB), so it was set aside as %1 and Gantry started with its default settings (language, recent files, window layout).</source>
        <translation>Die Einstellungsdatei war größer, als Gantry sie je schreibt (über 1 MB). Sie wurde als %1 beiseitegelegt, und Gantry ist mit den Standardeinstellungen gestartet (Sprache, zuletzt geöffnete Dateien, Fensteranordnung).</translation>
    </message>
</context>
<context>
    <name>gantry::gui::TopologyView</name>
    <message>
        <source>Cluster topology</source>
        <translation>Cluster-Topologie</translation>
    </message>
    <message>
        <source>Open a scenario and press Run.</source>
        <translation>Öffnen Sie ein Szenario und klicken Sie auf Ausführen.</translation>
    </message>
    <message>
        <source>uplink %1 Gb/s · %2 cross-rack</source>
        <translation>Uplink %1 Gb/s · %2 über Racks</translation>
    </message>
    <message>
        <source>machine summaries (zoom in for GPU cells) · red = failed</source>
        <translation>Maschinenübersicht (vergrößern für GPU-Zellen) · rot = ausgefallen</translation>
    </message>
    <message>
        <source>colour = tenant (key under the schedule&apos;s toolbar) · grey = idle · red = failed · wheel zooms, drag pans</source>
        <translation>Farbe = Mandant (Legende unter der Werkzeugleiste des Zeitplans) · grau = frei · rot = ausgefallen · Mausrad zoomt, Ziehen verschiebt</translation>
    </message>
    <message>
        <source>colour = job · grey = idle · red = failed · wheel zooms, drag pans</source>
        <translation>Farbe = Job · grau = frei · rot = ausgefallen · Mausrad zoomt, Ziehen verschiebt</translation>
    </message>
    <message>
        <source>gauge = the scheduler&apos;s believed speed (× nominal) ± 2σ · </source>
        <translation>Anzeige = vom Scheduler angenommene Geschwindigkeit (× nominal) ± 2σ · </translation>
    </message>
    <message>
        <source> (spot)</source>
        <translation> (Spot)</translation>
    </message>
    <message>
        <source>&lt;br&gt;the scheduler believes: slowdown %1 ± %2 (speed ×%3 of nominal)</source>
        <translation>&lt;br&gt;Annahme des Schedulers: Verlangsamung %1 ± %2 (Geschwindigkeit ×%3 des Nominalwerts)</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;failed&lt;/b&gt;</source>
        <translation>&lt;br&gt;&lt;b&gt;ausgefallen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;br&gt;job &lt;b&gt;%1&lt;/b&gt; (%2 GPUs)</source>
        <translation>&lt;br&gt;Job &lt;b&gt;%1&lt;/b&gt; (%2 GPUs)</translation>
    </message>
    <message>
        <source>&lt;br&gt;idle</source>
        <translation>&lt;br&gt;frei</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; GPU %2&lt;br&gt;%3 · speed %4 · %5/h%6&lt;br&gt;rack %7 · NIC %8 Gb/s · perf ×%9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; GPU %2&lt;br&gt;%3 · Geschwindigkeit %4 · %5/h%6&lt;br&gt;Rack %7 · NIC %8 Gb/s · Leistung ×%9</translation>
    </message>
</context>
<context>
    <name>gantry::gui::TrainingPanel</name>
    <message>
        <source>The LibTorch module that learned schedulers need is not installed (%1): they cannot be trained here.</source>
        <translation>Das LibTorch-Modul, das gelernte Scheduler brauchen, ist nicht installiert (%1): Sie können hier nicht trainiert werden.</translation>
    </message>
    <message>
        <source>This build has no LibTorch (GANTRY_WITH_TORCH=OFF): learned schedulers cannot be trained here.</source>
        <translation>Dieser Build hat kein LibTorch (GANTRY_WITH_TORCH=OFF): Gelernte Scheduler können hier nicht trainiert werden.</translation>
    </message>
    <message>
        <source>Train a learned scheduler on this scenario&apos;s workload generator (docs/learning.md). Training runs in the background; the curve shows each episode&apos;s average JCT (a warm-up, by imitation or, for Harmony, observing speeds for its reward model, then reinforcement learning) and the RL episode reward.</source>
        <translation>Trainieren Sie einen gelernten Scheduler mit dem Arbeitslastgenerator dieses Szenarios (docs/learning.md). Das Training läuft im Hintergrund; die Kurve zeigt die mittlere JCT jeder Episode (zuerst eine Aufwärmphase durch Imitation bzw. bei Harmony durch Beobachten der Geschwindigkeiten für sein Belohnungsmodell, dann bestärkendes Lernen) und die Belohnung der RL-Episoden.</translation>
    </message>
    <message>
        <source>agent default</source>
        <translation>Standard des Agenten</translation>
    </message>
    <message>
        <source>Reinforcement-learning episodes (0: the agent&apos;s default, 240 for DL2, 96 for TopDRL, 30 for Harmony, 16 for the dual agent)</source>
        <translation>Episoden des bestärkenden Lernens (0: Standard des Agenten, 240 für DL2, 96 für TopDRL, 30 für Harmony, 16 für den Dual-Agenten)</translation>
    </message>
    <message>
        <source>Warm-up episodes: imitating a heuristic teacher (DL2, TopDRL) or observing speeds for Harmony&apos;s reward model (-1: the agent&apos;s default)</source>
        <translation>Aufwärm-Episoden: Imitation eines heuristischen Lehrers (DL2, TopDRL) oder Beobachten der Geschwindigkeiten für das Belohnungsmodell von Harmony (-1: Standard des Agenten)</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>RL episodes</source>
        <translation>RL-Episoden</translation>
    </message>
    <message>
        <source>Warm-up episodes</source>
        <translation>Aufwärm-Episoden</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Trainieren</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Save model…</source>
        <translation>Modell speichern…</translation>
    </message>
    <message>
        <source>Use in scenario</source>
        <translation>Im Szenario verwenden</translation>
    </message>
    <message>
        <source>Make the saved model the scenario&apos;s scheduler (undoable)</source>
        <translation>Das gespeicherte Modell zum Scheduler des Szenarios machen (widerrufbar)</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>untätig</translation>
    </message>
    <message>
        <source>Average JCT per episode, minutes (x: episode, warm-up then RL)</source>
        <translation>Mittlere JCT pro Episode, Minuten (x: Episode, erst Aufwärmen, dann RL)</translation>
    </message>
    <message>
        <source>Episode reward (x: episode, RL phase)</source>
        <translation>Belohnung pro Episode (x: Episode, RL-Phase)</translation>
    </message>
    <message>
        <source>starting…</source>
        <translation>startet…</translation>
    </message>
    <message>
        <source>Training %1…</source>
        <translation>Training von %1…</translation>
    </message>
    <message>
        <source>warm-up</source>
        <translation>Aufwärmen</translation>
    </message>
    <message>
        <source>RL</source>
        <translation>RL</translation>
    </message>
    <message>
        <source>validation</source>
        <translation>Validierung</translation>
    </message>
    <message>
        <source>%1 %2 / %3</source>
        <translation>%1 %2 / %3</translation>
    </message>
    <message>
        <source>%1 episode %2/%3 · avg JCT %4 min · reward %5 · loss %6 · %7 decisions · %8 s</source>
        <translation>%1 Episode %2/%3 · mittl. JCT %4 min · Belohnung %5 · Verlust %6 · %7 Entscheidungen · %8 s</translation>
    </message>
    <message>
        <source>Cancelling after the current episode…</source>
        <translation>Abbruch nach der aktuellen Episode…</translation>
    </message>
    <message>
        <source>Trained %1 in %2 s (%3 decisions, %4 steps/s); best validation avg JCT %5 min. Save the model to use it.</source>
        <translation>%1 in %2 s trainiert (%3 Entscheidungen, %4 Schritte/s); beste mittlere Validierungs-JCT %5 min. Speichern Sie das Modell, um es zu verwenden.</translation>
    </message>
    <message>
        <source> Reward model R² on held-out placements: %1.</source>
        <translation> R² des Belohnungsmodells auf zurückgehaltenen Platzierungen: %1.</translation>
    </message>
    <message>
        <source>Training cancelled.</source>
        <translation>Training abgebrochen.</translation>
    </message>
    <message>
        <source>Training failed: %1</source>
        <translation>Training fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <source>Cannot train</source>
        <translation>Training nicht möglich</translation>
    </message>
    <message>
        <source>Save trained model</source>
        <translation>Trainiertes Modell speichern</translation>
    </message>
    <message>
        <source>Gantry models (*.model);;All files (*)</source>
        <translation>Gantry-Modelle (*.model);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot save the model</source>
        <translation>Das Modell kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved the %1 model to %2.</source>
        <translation>Das %1-Modell wurde in %2 gespeichert.</translation>
    </message>
    <message>
        <source>Cannot use the model</source>
        <translation>Das Modell kann nicht verwendet werden</translation>
    </message>
    <message>
        <source>Use trained %1 model</source>
        <translation>Trainiertes %1-Modell verwenden</translation>
    </message>
    <message>
        <source>The scenario&apos;s scheduler is now %1 with %2.</source>
        <translation>Der Scheduler des Szenarios ist jetzt %1 mit %2.</translation>
    </message>
</context>
<context>
    <name>gantry::gui::VariantEditor</name>
    <message>
        <source>Variant name, e.g. Tiresias, or 16 more machines</source>
        <translation>Name der Variante, z. B. Tiresias oder 16 Maschinen mehr</translation>
    </message>
    <message>
        <source>as the base</source>
        <translation>wie die Basis</translation>
    </message>
    <message>
        <source>The cluster&apos;s machines scaled to this many, keeping its mix of machine kinds and racks</source>
        <translation>Die Maschinen des Clusters auf diese Anzahl skaliert, mit der gleichen Mischung aus Maschinenarten und Racks</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Jobs arrive this many times as fast as in the base (x1: as the base)</source>
        <translation>Jobs kommen so viel mal schneller als in der Basis (x1: wie die Basis)</translation>
    </message>
    <message>
        <source>YAML (advanced)</source>
        <translation>YAML (für Fortgeschrittene)</translation>
    </message>
    <message>
        <source>The overlay merged over the scenario, e.g.
policy: {ordering: sjf}</source>
        <translation>Die über das Szenario gelegte Überlagerung, z. B.
policy: {ordering: sjf}</translation>
    </message>
    <message>
        <source>Add variant</source>
        <translation>Variante hinzufügen</translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <source>Sharing</source>
        <translation>Teilung</translation>
    </message>
    <message>
        <source>Backfill</source>
        <translation>Backfill</translation>
    </message>
    <message>
        <source>Machines</source>
        <translation>Maschinen</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>Trace</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>The variant&apos;s trace</source>
        <translation>Der Trace der Variante</translation>
    </message>
    <message>
        <source>Traces and scheduler records (*.csv *.json *.txt *.trace);;All files (*)</source>
        <translation>Traces und Scheduler-Aufzeichnungen (*.csv *.json *.txt *.trace);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>as the base (%1)</source>
        <translation>wie die Basis (%1)</translation>
    </message>
    <message>
        <source>The scenario has no tenants to share the cluster</source>
        <translation>Das Szenario hat keine Mandanten, die den Cluster teilen</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>on: later jobs may start first</source>
        <translation>an: spätere Jobs dürfen zuerst starten</translation>
    </message>
    <message>
        <source>off: strict order</source>
        <translation>aus: strikte Reihenfolge</translation>
    </message>
    <message>
        <source>today %1, so %2%3</source>
        <translation>heute %1, also %2%3</translation>
    </message>
    <message numerus="yes">
        <source>today %n machine(s)</source>
        <translation>
            <numerusform>heute %n Maschine</numerusform>
            <numerusform>heute %n Maschinen</numerusform>
        </translation>
    </message>
    <message>
        <source>read as %1</source>
        <translation>gelesen als %1</translation>
    </message>
    <message>
        <source>A variant needs a name.</source>
        <translation>Eine Variante braucht einen Namen.</translation>
    </message>
    <message>
        <source>This variant changes nothing: choose what it changes, or write its YAML.</source>
        <translation>Diese Variante ändert nichts: Wählen Sie, was sie ändert, oder schreiben Sie ihr YAML.</translation>
    </message>
    <message>
        <source>Add variant %1</source>
        <translation>Variante %1 hinzufügen</translation>
    </message>
</context>
<context>
    <name>gantry::gui::WelcomeDialog</name>
    <message>
        <source>Welcome to Gantry</source>
        <translation>Willkommen bei Gantry</translation>
    </message>
    <message>
        <source>&lt;h2&gt;What do you want to find out?&lt;/h2&gt;Each example asks an operator&apos;s question and answers it with its variants (the What-if tab) and its plan (the Plan tab). Or begin with your own cluster.</source>
        <translation>&lt;h2&gt;Was möchten Sie herausfinden?&lt;/h2&gt;Jedes Beispiel stellt eine Frage eines Betreibers und beantwortet sie mit seinen Varianten (Tab „Was-wäre-wenn-Vergleich“) und seinem Plan (Tab „Planung“). Oder beginnen Sie mit Ihrem eigenen Cluster.</translation>
    </message>
    <message>
        <source>Open this example</source>
        <translation>Dieses Beispiel öffnen</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(noch keine)</translation>
    </message>
    <message>
        <source>Make a new scenario step by step…</source>
        <translation>Ein neues Szenario Schritt für Schritt erstellen…</translation>
    </message>
    <message>
        <source>Import my cluster&apos;s history…</source>
        <translation>Die Historie meines Clusters importieren…</translation>
    </message>
    <message>
        <source>A new scenario from your own scheduler&apos;s records: a Slurm sacct export, kubectl&apos;s jobs or pods as JSON, or a trace in one of the public formats</source>
        <translation>Ein neues Szenario aus den Aufzeichnungen Ihres eigenen Schedulers: ein Slurm-sacct-Export, kubectls Jobs oder Pods als JSON oder ein Trace in einem der öffentlichen Formate</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Beispiele</translation>
    </message>
    <message>
        <source>The question it asks</source>
        <translation>Die Frage, die es stellt</translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
</context>
<context>
    <name>gantry::gui::WorkloadEditor</name>
    <message>
        <source>Import a trace</source>
        <translation>Einen Trace importieren</translation>
    </message>
    <message>
        <source>Trace file (Philly, Helios, Alibaba, Tiresias, Gavel, common CSV)</source>
        <translation>Trace-Datei (Philly, Helios, Alibaba, Tiresias, Gavel, allgemeines CSV)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>detect</source>
        <translation>erkennen</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>Use this trace</source>
        <translation>Diesen Trace verwenden</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Submit (s)</source>
        <translation>Einreichung (s)</translation>
    </message>
    <message>
        <source>Duration (s)</source>
        <translation>Dauer (s)</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>The validation report of the import appears here.</source>
        <translation>Hier erscheint der Prüfbericht des Imports.</translation>
    </message>
    <message>
        <source>Import trace</source>
        <translation>Trace importieren</translation>
    </message>
    <message>
        <source>Traces (*.csv *.json *.txt);;All files (*)</source>
        <translation>Traces (*.csv *.json *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Or generate a synthetic workload</source>
        <translation>Oder eine synthetische Arbeitslast erzeugen</translation>
    </message>
    <message>
        <source>Use generator</source>
        <translation>Generator verwenden</translation>
    </message>
    <message>
        <source>Load options</source>
        <translation>Ladeoptionen</translation>
    </message>
    <message>
        <source>all jobs</source>
        <translation>alle Jobs</translation>
    </message>
    <message>
        <source>Multiplies inter-arrival times: below 1 means a heavier load.</source>
        <translation>Multipliziert die Zwischenankunftszeiten: unter 1 bedeutet mehr Last.</translation>
    </message>
    <message>
        <source>Keep the first</source>
        <translation>Die ersten behalten</translation>
    </message>
    <message>
        <source>Arrival scale</source>
        <translation>Ankunftsskala</translation>
    </message>
    <message>
        <source>Duration scale</source>
        <translation>Dauerskala</translation>
    </message>
    <message>
        <source>Filter jobs (id, status…)</source>
        <translation>Jobs filtern (ID, Status…)</translation>
    </message>
    <message>
        <source>Jobs of the current run</source>
        <translation>Jobs des aktuellen Laufs</translation>
    </message>
    <message>
        <source>Double-click a submit time, duration or GPU count to edit it; edited cells are bold.</source>
        <translation>Doppelklicken Sie auf eine Einreichzeit, Dauer oder GPU-Anzahl, um sie zu bearbeiten; bearbeitete Zellen sind fett.</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>%1 wird importiert…</translation>
    </message>
    <message>
        <source>Import failed:
%1</source>
        <translation>Import fehlgeschlagen:
%1</translation>
    </message>
    <message>
        <source>Format: %1
</source>
        <translation>Format: %1
</translation>
    </message>
    <message>
        <source>Choose an existing trace file first.</source>
        <translation>Wählen Sie zuerst eine vorhandene Trace-Datei.</translation>
    </message>
    <message>
        <source>Gantry cannot tell this file&apos;s format: choose one.</source>
        <translation>Gantry kann das Format dieser Datei nicht erkennen: Wählen Sie eines.</translation>
    </message>
    <message>
        <source>Use generator %1</source>
        <translation>Generator %1 verwenden</translation>
    </message>
    <message>
        <source>Change load options</source>
        <translation>Ladeoptionen ändern</translation>
    </message>
    <message>
        <source>&lt;b&gt;Jobs from trace&lt;/b&gt; %1 (format %2)</source>
        <translation>&lt;b&gt;Jobs aus Trace&lt;/b&gt; %1 (Format %2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Jobs from generator&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Jobs aus Generator&lt;/b&gt; %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>What-if planner for GPU clusters</source>
        <translation>Was-wäre-wenn-Planer für GPU-Cluster</translation>
    </message>
    <message>
        <source>Run without a window.</source>
        <translation>Ohne Fenster ausführen.</translation>
    </message>
    <message>
        <source>Output folder (headless).</source>
        <translation>Ausgabeordner (ohne Fenster).</translation>
    </message>
    <message>
        <source>Write only the report to this file (.pdf or .html).</source>
        <translation>Nur den Bericht in diese Datei schreiben (.pdf oder .html).</translation>
    </message>
    <message>
        <source>Leave the plan out of the report.</source>
        <translation>Die Planung im Bericht weglassen.</translation>
    </message>
    <message>
        <source>Runs in parallel.</source>
        <translation>Parallele Läufe.</translation>
    </message>
    <message>
        <source>Scenario file to open.</source>
        <translation>Zu öffnende Szenariodatei.</translation>
    </message>
    <message>
        <source>Start this lesson in the Lessons panel.</source>
        <translation>Diese Lektion im Bereich „Lektionen“ starten.</translation>
    </message>
    <message>
        <source>Scenario file to open (default: the demo).</source>
        <translation>Zu öffnende Szenariodatei (Standard: die Demo).</translation>
    </message>
    <message>
        <source>Show the window in this language (en, de or zh_CN) this time.</source>
        <translation>Das Fenster diesmal in dieser Sprache anzeigen (en, de oder zh_CN).</translation>
    </message>
    <message>
        <source>Language of the report and the printed comparison: en, de or zh_CN (English when not given).</source>
        <translation>Sprache des Berichts und des ausgegebenen Vergleichs: en, de oder zh_CN (ohne Angabe Englisch).</translation>
    </message>
    <message>
        <source>Settings set aside</source>
        <translation>Einstellungen beiseitegelegt</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CandidateNote</name>
    <message>
        <source>minimum size first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ordering (teacher)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ordering (teacher): wait for better machines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ordering: fifo (backfill)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placement (teacher: least expected time and fee)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placement: cheapest-fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>order: wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delay timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preempted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>priority changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>predicted gain (GPU-s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost (GPU-s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>freed for the waiting job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total rate gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>topology comm cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>age factor × weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fair share × weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reservation in (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partition × weight</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>avg JCT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p95 JCT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>makespan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>avg queueing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU util</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>comm overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base</source>
        <comment>the base run</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p95 queueing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quota use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n rejected</source>
        <translation>
            <numerusform>%n rejected</numerusform>
            <numerusform>%n rejected</numerusform>
        </translation>
    </message>
    <message>
        <source>from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per tenant (changes against the same tenant in the base):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster cost/month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage cost/month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since each fork (jobs submitted from its time on, costs from then; changes against the base over the same time):</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n rejected: %1</source>
        <translation>
            <numerusform>%n rejected: %1</numerusform>
            <numerusform>%n rejected: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not comparable: %1 of its %2 jobs never ran (the base: %3 of %4)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Decision</name>
    <message>
        <source>the same cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−%1 a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>+%n machines</source>
        <translation>
            <numerusform>+%n machine</numerusform>
            <numerusform>+%n machines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>−%n machines</source>
        <translation>
            <numerusform>−%n machine</numerusform>
            <numerusform>−%n machines</numerusform>
        </translation>
    </message>
    <message>
        <source>today&apos;s cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario names no service level (a plan&apos;s service_levels), so Gantry recommends none: “%1” has the lowest average JCT (%2), “%3” the lowest %4 (%5 a month).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No option keeps %1; the closest is “%2” (%3), at %4 a month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep today&apos;s cluster: it keeps %1 at %2 a month (%3), and no option that does costs less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose “%1”: it keeps %2 at the same %3 as today&apos;s cluster (%4 a month), with more room.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose “%1”: it keeps %2 at the same %3 as today&apos;s cluster (%4 a month), which does not (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose “%1”: it keeps %2 for %3 a month less than today&apos;s cluster (%4 %5 a month).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose “%1”, the cheapest option that keeps %2: %3 a month more than today&apos;s cluster (%4 %5 a month), which does not (%6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also keeping them: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DecisionKind</name>
    <message>
        <source>start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tune</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Error</name>
    <message>
        <source>the replay speed model takes no parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coefficients needs six numbers per model (t0..t5); got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coefficients of model %1 are all 0 (T would be 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown speed model &apos;%1&apos; (known: placement-aware, replay, fitted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unterminated quoted field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected character after a closing quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty (expected a JSON value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected text after the end of the JSON value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected end of file (the JSON is truncated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected end of file inside an object (the JSON is truncated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a quoted key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after a key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; in an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected end of file inside a list (the JSON is truncated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos; in a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected end of file in a \u escape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad hex digit in a \u escape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected end of file inside a string (the JSON is truncated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>control character inside a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected end of file in an escape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unpaired surrogate in a \u escape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown escape &apos;\%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a digit after &apos;.&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a digit in the exponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>malformed number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of memory while reading JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a time (seconds, or a number with s, m, h or d: 36h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown unit in &apos;%1&apos; (use s, m, h or d, e.g. 36h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a time such as 3600, 90m, 36h or 2d (got &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &gt;= 0 (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of events (- fail: {rack: r0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an event cannot happen before its fork&apos;s time (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an event needs one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an event does one thing; this one has %1 (make them separate events)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of machine names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no machine is called &apos;%1&apos;%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no rack is called &apos;%1&apos;%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPU type is called &apos;%1&apos;%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cluster has %1 machines of type %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name the machines: {machines: [..]}, {rack: ..} or {gpu_type: .., count: ..}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a mapping (a %1 section)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a price event needs price_per_hour or spot_price_per_hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>events belong to a fork: give the variant an &apos;at&apos; (the time it starts from)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no variant %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty; a scenario starts with &apos;gantry: 1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a scenario is a mapping of keys (gantry, name, cluster, ...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this file is format %1, newer than this Gantry supports (1); please upgrade Gantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number between 0 and 18446744073709551615 (got &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown speed model &apos;%1&apos;%2; known: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has %1 values; the scenario&apos;s %2 models need %3 x %4 = %5 (row by row, in the order of the models)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a non-empty list of GPU types ({name: V100, speed: 1.0, ...})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU type &apos;%1&apos; is defined twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown GPU type &apos;%1&apos;%2; defined in cluster.gpu_types: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use either shape or racks, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cluster needs racks (or the shorthand shape: RxMxG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be RACKSxMACHINESxGPUS with positive whole numbers, e.g. 2x32x8 (got &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most 64 GPUs per machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %1 machines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpu_type goes with shape; with racks, each machine names its gpu_type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing required key &apos;gpu_types&apos; in cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a non-empty list of racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rack &apos;%1&apos; is defined twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of machines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing required key &apos;gpu_type&apos; (the cluster has several GPU types)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cluster would have more than %1 machines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>machine &apos;%1&apos; is defined twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a non-empty list of model profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model &apos;%1&apos; is defined twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at most 1000000 (shares are relative)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a non-empty list of tenants (- {name: research, quota: 32})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tenant &apos;%1&apos; is declared twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cluster has no GPU type &apos;%1&apos;%2; it has: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is below the tenant&apos;s quota (%1 GPUs): a limit caps what it may borrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a non-empty list of VC or user names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only one tenant may take the jobs no other tenant claims</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; already belongs to tenant &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use either trace or generator, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workload needs a trace file or a generator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generator_params needs a generator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown architecture &apos;%1&apos;%2; known: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be vc or user (the job field that names its tenant; got &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of job overrides ({id: ..., duration: ...})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos; is overridden twice (first in workload.overrides[%2])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at least 1 second (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of machine shapes ({gpu_type, gpus, min, max})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of cluster.gpu_types (its prices are taken from there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is below min (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the shapes&apos; max add up to %1 machines, more than a cluster may have (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of policy sections ({ordering: tiresias})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a policy section ({ordering: ..., placement: ...})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>splits the tenants&apos; quotas, and the scenario declares none (add a tenants: section)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of splits (- {name: ..., tenants: [...]})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; names two splits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of the scenario&apos;s tenants (a split changes quotas, not who the tenants are)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must map tenant names to their levels ({team-b: {p95_wait_hours: 2}})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of the scenario&apos;s tenants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs at least one service level (e.g. p95_wait_hours: 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs at least one service level (e.g. p95_jct_hours: 6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of 1 to 100 workload seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of variants (- name: ..., &lt;changes&gt;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variant &apos;%1&apos; is defined twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in variant &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid YAML: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scenario is too large to load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a variant overlay must be a mapping (e.g. policy: {ordering: sjf})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overlay could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overlay could not be made: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (did you mean &apos;%1&apos;?)</source>
        <extracomment>Follows a name that is not known: &quot;unknown key &apos;nmae&apos; (did you mean &apos;name&apos;?)&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nesting too deep (more than %1 levels, or an alias that contains itself)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the document expands to more than %1 values (too many aliases?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file is too large (%1 bytes; limit %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected content after the end of the scenario (only one YAML document is allowed; a stray &apos;,&apos; or &apos;---&apos;?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nesting too deep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate key &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown workload generator &apos;%1&apos; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) is above %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of memory while generating the workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scenario declares no tenants, so there is no tenant setup to export (docs/tenants.md: tenants, quotas and borrowing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sharing policy &apos;%1&apos; has no Kueue or Slurm mapping yet (exported: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU type &apos;%1&apos; has no letter or digit to name it by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU types &apos;%1&apos; and &apos;%2&apos; are both &apos;%3&apos; as Kubernetes and Slurm names; rename one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kueue takes at most 64 flavors in a resource group; the cluster has %1 GPU types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tenant &apos;%1&apos; has no letter or digit to name it by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tenants &apos;%1&apos; and &apos;%2&apos; are both &apos;%3&apos; as Kubernetes and Slurm names; rename one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tenant &apos;%1&apos; has the name of the ClusterQueue that lends the GPUs in nobody&apos;s quota (&apos;%2&apos;); rename it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>machine &apos;%1&apos; cannot be a Slurm node name (a host name: letters, digits, &apos;-&apos;, &apos;.&apos; and &apos;_&apos;, starting with a letter or digit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown trace format &apos;%1&apos; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>submissions span more than 30 years: this row is submitted %1 s after the earliest (line %2) and far from most rows; is its time in another unit, or a default date?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>submissions span more than 30 years: this row is submitted %1 s before the latest (line %2) and far from most rows; is its time in another unit, or a default date?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of memory while importing the trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot tell the trace&apos;s format from its first lines; name it (one of: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs a mapping of keys and values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a mapping of keys and values, not a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a mapping of keys and values, not a single value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keys must be plain names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate key &apos;%1&apos; (first at line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;%2; known keys: %3</source>
        <extracomment>%2 is &quot; (did you mean &apos;x&apos;?)&quot; or nothing</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing required key &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing required key &apos;%1&apos; in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs %1</source>
        <extracomment>%1 is what the value should be: &quot;a number&quot;, &quot;text&quot;, &quot;true or false&quot;, ...</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be %1, not a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be %1, not a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number, not quoted text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a finite number (not NaN or infinity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number &apos;%1&apos; is out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number (got &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &gt; 0 (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &gt;= 1 (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be in [0, 1) (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between %1 and %2 (got %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous in YAML; write true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false (got &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a parameter is a number, text, true/false or a list of numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous in YAML; write true or false (or quote it if you mean text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never started (empty duration_s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never started (empty duration_s, status %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the throughput file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the throughput file has no v100 rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected 7 or 10 tab-separated fields, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no V100 throughput for job type %1 at scale factor %2 or smaller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is before start_time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never started (no duration or start/end time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a text file (it contains NUL bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid CSV: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file has no header line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is empty (a number is required)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be negative (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is empty (a time is required)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is neither seconds nor a &apos;YYYY-MM-DD HH:MM:SS&apos; time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a finite time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than 0 GPUs (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is implausibly large (%1 GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is empty (every job needs an id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU-only job (%1 = 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a non-negative number of seconds (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is implausibly long (%1 s is more than 30 years)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ran for 0 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is used twice (first on line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required column %1 is missing from the header (found: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a time, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a time like 2026-03-02T09:00:00Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number of GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the output of kubectl get jobs -o json (a List with items)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a Job object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a Job (kind %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is missing or empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number of pods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never started (no status.startTime; suspended or pending)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still running when exported (no completionTime)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is before status.startTime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is empty (every pod needs a name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU-only pod (%1 = 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pending: never scheduled (empty scheduled_time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pending: never scheduled (empty scheduled_time, pod_phase %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no deletion time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is before scheduled_time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pai-v2020 needs the task table (pai_task_table.csv) as the companion file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected 10 columns (job_name,task_name,inst_num,status,start_time,end_time,plan_cpu,plan_mem,plan_gpu,gpu_type), found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a non-negative number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected 6 columns (job_name,inst_id,user,status,start_time,end_time), found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no tasks in the task table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU-only job (no task plans a GPU in %1, from line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not finished when the trace was taken (status unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not finished when the trace was taken (status %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON list of jobs, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a GPU count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a job object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no submit time (None)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never scheduled (no attempts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an attempt object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an attempt has no start time (None)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still running when the trace was taken (last end_time None)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an attempt has no end time (None)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ends before it starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of hosts, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a host object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of GPU ids, found %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of GPU ids, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPUs in the first attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no run time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected minutes, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a job step, not a job (export with sacct --allocations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an earlier run of a requeued job (its last run is replayed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never started (state %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still running when exported (no End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is before Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU-only job (no gres/gpu in %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a Gantry model file (expected a &apos;%1&apos; header)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model file has no checksum (it was written by an older Gantry, or edited): train the model again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model file is corrupt: its content does not match its checksum (a changed or truncated file); train the model again or restore the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model file has no &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an integer: &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a list of sizes: &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown network kind &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected channels,height,width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected servers,server_features,heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a seed: &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is truncated or corrupt: header says %1 bytes of weights, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>implausible network shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inconsistent TopDRL network shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inconsistent dual-agent network shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inconsistent Harmony network shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>implausible hidden width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a DL2 model needs a %1 x J state and 3J + 1 actions; this file has input %2, actions %3 (window %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cluster has no machines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dual-agent model was trained on a cluster of %1 machines; scenario &apos;%2&apos; has %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model&apos;s observation or action shape does not match a dual-agent network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hyper-parameter width must be a multiple of 4 (the attention heads)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model was trained on a cluster of %1 servers; scenario &apos;%2&apos; has %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model&apos;s observation or action shape does not match a Harmony network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown learned scheduler &apos;%1&apos; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scheduler &apos;%1&apos; needs a trained model: model: FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model was trained for &apos;%1&apos;, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TopDRL needs machines with equal GPU counts (its cluster image is machines x GPUs per machine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model was trained on a cluster of %1 machines x %2 GPUs; scenario &apos;%3&apos; has %4 machines x %5 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model&apos;s observation or action shape does not match a TopDRL network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot load the LibTorch module that the learned schedulers need: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not Gantry&apos;s LibTorch module: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not Gantry&apos;s LibTorch module: %2 not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a LibTorch module of another Gantry build (version %2, this is %3): install the module that came with this gantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot find the LibTorch module that the learned schedulers need</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (looked for %2; set GANTRY_TORCH_MODULE to its path)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown agent &apos;%1&apos; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>threads must be between 1 and 256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown hyper-parameter &apos;%1&apos; for %2 (known: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hyper-parameter %1 must be a whole number between %2 and %3 (got %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hyper-parameter %1 must be between %2 and %3 (got %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model is for an unknown agent &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least one seed is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evaluation seeds must stay below the training seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>baseline &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty; a lesson starts with &apos;gantry_lesson: 1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a lesson is a mapping of keys (gantry_lesson, title, scenario, steps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this lesson needs a newer Gantry (it reads lesson format 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of citations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of at least one step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another step already has the id &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no earlier predict step has the id &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an edit between the prediction and its reveal starts a new run; reveal it before the edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lesson&apos;s scenario %1 does not load (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scenario has no variant &apos;%1&apos;%2; it has: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list, e.g. [{job: &quot;12&quot;}, {machine: r0-m1}]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be start, end, or a mapping such as {minutes: 30}, {job: &quot;12&quot;, event: started} or {decision: wait}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown job event &apos;%1&apos;%2; known: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown decision kind &apos;%1&apos;%2; known: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs exactly one of seconds/minutes/hours (a time), event (a job&apos;s event) or decision (a decision)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a time trigger names no job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a time trigger has no nth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names one thing: job, machine, rack, gantt_row, series or cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown series &apos;%1&apos;%2; known: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown column &apos;%1&apos;%2; known: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown kind of task &apos;%1&apos;%2; known: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give answer or answer_variant, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the teacher&apos;s answer is a variant overlay, e.g. {policy: {ordering: tiresias}}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs a list of at least two options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a prediction is a number; &apos;%1&apos; is text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs at least one expectation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a challenge checks numbers; &apos;%1&apos; is text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs at_least or at_most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value or {at_least, at_most}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number or {at_least, at_most}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lesson&apos;s scenario does not load its workload: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lesson&apos;s workload has no job &apos;%1&apos;%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cluster has no machine &apos;%1&apos;%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cluster has no rack &apos;%1&apos;%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the teacher&apos;s answer does not apply: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown fact &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster.gpus.&lt;GPU type&gt; is the only finer count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cluster has no GPU type &apos;%1&apos;%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>policy has scheduler, ordering, placement, sizing, sharing and backfill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a policy parameter is policy.&lt;part&gt;.&lt;parameter&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no policy &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 policy &apos;%2&apos; has no parameter &apos;%3&apos;%4; it has none</source>
        <extracomment>%1 is a policy part (ordering, placement, ...), %2 the policy&apos;s name, %3 the parameter, %4 &quot; (did you mean &apos;x&apos;?)&quot; or nothing</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 policy &apos;%2&apos; has no parameter &apos;%3&apos;%4; it has: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scenario as saved has no field &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a section, not a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a job&apos;s figure is job.&lt;id&gt;.&lt;%1&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown figure &apos;%1&apos;%2; known: %3, job.&lt;id&gt;.&lt;%4&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scenario has no variant &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the output folder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cluster needs at least one GPU type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cluster needs at least one rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cluster needs at least one machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a GPU type needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speed must be a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price must be &gt;= 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &gt;= 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refers to a rack that does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refers to a GPU type that does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between 0 and 64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &gt;= 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be in [0, 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cluster has no GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown parameter (known: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos; (user &apos;%2&apos;) belongs to no tenant: list it in a tenant&apos;s members, or mark one tenant &apos;default: true&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos; (VC &apos;%2&apos;) belongs to no tenant: list it in a tenant&apos;s members, or mark one tenant &apos;default: true&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan has no policy %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 policies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 policies and quota splits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan&apos;s grid has %1 configurations (%2 x every count of %3 machine shapes), more than the %4 a search takes on: narrow the shapes&apos; min and max, or allow it with %5 %6</source>
        <extracomment>%1 configurations, %2 &quot;3 policies&quot;, %3 machine shapes, %4 the most a search takes on</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan&apos;s grid has %1 configurations (%2 x every count of %3 machine shapes), more than the %4 a search takes on: narrow the shapes&apos; min and max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plan cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scenario has no plan: section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the largest configuration has %1 machines, more than a cluster may have (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>configuration %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs two bounds in increasing order (moderate, then sensitive), e.g. [0.1, 0.3]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs one timer for every class or three (insensitive, moderate, sensitive); got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is below rack_wait for %1 jobs (%2 s &lt; %3 s): a job waits for one rack first, then for any spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown %1 &apos;%2&apos; (known: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sharing &apos;%1&apos; goes with a composed policy; the scheduler &apos;%2&apos; decides everything and would ignore the tenants&apos; quotas (set sharing: none, or leave out the scheduler)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sharing &apos;%1&apos; does not yet go with elastic sizing (&apos;%2&apos;): quotas are kept when jobs start, not when a sizing part resizes them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sharing &apos;%1&apos; shares the GPUs among tenants, and the scenario declares none (add a tenants: section)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a report is FILE.html or FILE.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SOURCE_DATE_EPOCH must be a whole number of seconds since 1970-01-01 (got &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calibrate compares each job&apos;s simulated queueing delay with the one its trace recorded (docs/trace-formats.md says which formats record one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a generated workload has no recorded queueing delays; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the trace format &apos;%1&apos; records no start times, so its jobs have no recorded queueing delay; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no job of the workload has a recorded queueing delay (the field is empty or absent in every job kept); %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits at most two parameters (a grid of three would take too many runs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is named twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bounds of &apos;%1&apos; must satisfy 0 &lt; low &lt; high &lt;= 100 (got %2:%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;quota&apos; scales the tenants&apos; quotas, and the scenario&apos;s tenants have none (its &apos;tenants&apos; section)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;quota&apos; scales the tenants&apos; quotas, which the scenario&apos;s policy does not keep (policy.sharing is &apos;%1&apos;; strict-quota or borrowing keep them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calibration cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no job with id &apos;%1&apos; in the workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workload has no jobs (the trace holds none, or skip_seconds, limit or overrides removed them all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the policy (%1) cannot be set up: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variant &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variant &apos;%1&apos;: the base run has ended by %2, so nothing is left to fork; choose an earlier &apos;at&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a directory, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a device or socket, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file is too large (%1 bytes or more; limit %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>will not write over something that is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create a file next to it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flush failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rename failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the output folder has no name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot resolve the output folder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the outputs there: it exists and is not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the outputs there: &apos;%1&apos; exists and is not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write into &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs a file name (an empty one writes nothing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exists and is not a Gantry output folder (no %1); Gantry replaces only its own output folders: choose a new or empty folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot move the outputs into place: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not valid UTF-8 text (byte 0x%2 at character %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds a control character (U+%2) at character %3; names are plain text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a fork changes the run through its events, from its time on; put &apos;%1&apos; into an event (%2) or into another variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>machine &apos;%1&apos; left the cluster at %2; a machine that leaves does not come back (join a new one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>machine &apos;%1&apos; joins only at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>joins are listed in the order they happen: an earlier join in this fork is at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give rack or new_rack, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is a rack called &apos;%1&apos; already (use rack: to add to it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is a machine called &apos;%1&apos; already; give the new machines a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the base&apos;s policy cannot take machines that join: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a plan from a moment judges every job submitted from then on: it cannot hold levels per tenant or split quotas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the run has ended by %1, so nothing is left to plan from; choose an earlier &apos;from&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this Gantry reads sweep grids of version 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of axes (- name: ..., values: [...])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>axis &apos;%1&apos; is defined twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give values or seeds, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of workload seeds ([1, 2, 3])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of values (- {label: ..., overlay: {...}})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two values of axis &apos;%1&apos; are labelled &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the runs (%1) and (%2) are the same run: their overlays add up to the same scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this folder holds another sweep (another scenario, grid or Gantry): give each sweep its own --out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a sweep&apos;s plan (sweep-runs.txt written by gantry-cli sweep)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 runs are not done yet (%3): run their shards again with --resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot use MPI: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this Gantry was built without Open MPI (libgantry_mpi.so is not installed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not the MPI module of this Gantry build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MPI_Init failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a result of a plan&apos;s run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot keep the decisions&apos; details on disk in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot keep the decisions&apos; details on disk: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the decisions&apos; details back: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown billing &apos;%1&apos;%2; known: %3 (owned and reserved pay the cluster&apos;s cost, on-demand and spot the GPU-hours used)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a time above zero and at most 100 years (30d, 720h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be cluster_cost (the cluster&apos;s price per hour) or usage_cost (the runs&apos; GPU-hours x prices; got &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a mapping, e.g. {ordering: sjf}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a namespace Kubernetes or Kueue keeps for itself (default, kube-*, kueue-system)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an account or QOS Slurm keeps for itself (root, normal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be a Slurm user: a Unix user name has 1 to 32 letters, digits, &apos;_&apos;, &apos;-&apos; and &apos;.&apos;, and does not start with &apos;-&apos; or a digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tenant &apos;%1&apos; would be exported as &apos;%2&apos;, %3; rename the tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds a control character (U+%2) at character %3; texts are plain text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON value here ({, [, &quot;, a number, true, false or null)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none of its keys is one this file should have (%1): it is not this kind of file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required column %1 is missing: the first line names no column of this format, so it is not its header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a whole number of GPUs (got &apos;%2&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between 0.001 and 1000000, with at most three decimals (weights are relative, and exports keep their proportions exactly)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan compares %1 options (%2 x %3), more than the %4 a plan may compare: split it into several plans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 quota split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 quota splits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaves out the scenario&apos;s tenant &apos;%1&apos; (a split changes quotas, not who the tenants are: give it a quota, 0 if it gets none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the grid makes %1 runs (%2 values per axis), more than the %3 a sweep may have: split it into smaller grids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the grid makes %1 runs (%2 values per axis), more than the %3 a sweep may have: make it smaller, or allow up to %4 with %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quota split &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bounds of &apos;gpus&apos; reach %1 machines, more than a cluster may have (%2): for this cluster of %3 the high bound may be at most %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no job of the workload belongs to tenant &apos;%1&apos;, so its service level would be met by nothing (its members match no job)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number from %1 to %2 (got %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a time such as 7-0, 00:15:00 or a number of minutes (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected GPUs as gpu:COUNT or gpu:TYPE:COUNT (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a list of node names such as n[1-8] (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected priority/basic or priority/multifactor (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected sched/backfill or sched/builtin (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a sacctmgr dump line such as Account - &apos;name&apos;:Fairshare=1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name&apos;s closing quote is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a share of 0 or more (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no node has GPUs (NodeName lines with Gres=gpu:COUNT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than 0 (leave it empty for no limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number of seconds above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs %1 nodes of %2 GPUs; the cluster has %3 such nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is &apos;%1&apos;; Slurm&apos;s priority plugins here are basic and multifactor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a Slurm time limit such as 1-02:00:00, 30:00 or UNLIMITED (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a non-empty list of partitions (- {name: gpu, machines: [n1, n2]})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partition &apos;%1&apos; is defined twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a non-empty list of machine names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no machine is called &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>machine &apos;%1&apos; is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only one partition may be the default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PartitionName=DEFAULT is not read: give each partition its settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a partition needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a partition needs at least one machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refers to a machine that does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected gres/gpu=COUNT, a whole number of GPUs (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs %1 GPUs; its account &apos;%2&apos; may hold at most %3 (GrpTRES)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <comment>minutes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <comment>hours</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 d</source>
        <comment>days</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$%1</source>
        <comment>US dollars</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <comment>no relative change: the base is zero</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>between %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <comment>a checked fact and its value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 (wanted: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you predicted %1; it is %2 (within %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you predicted %1; it is %2 (not within %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when the run ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at %1</source>
        <comment>a moment of the run</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Plan</name>
    <message>
        <source>avg JCT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p95 JCT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99 JCT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>avg wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p95 wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last completion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <comment>a tenant&apos;s service metric</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at least %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 x %2 (%n GPUs)</source>
        <comment>machine count x GPU type (GPUs per machine)</comment>
        <translation>
            <numerusform>%1 x %2 (%n GPU)</numerusform>
            <numerusform>%1 x %2 (%n GPUs)</numerusform>
        </translation>
    </message>
    <message>
        <source>jobs still running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many jobs late</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many jobs waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>already above on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 certainly over %2 (%3)</source>
        <comment>a service level missed before the run ends: metric, limit, why</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n jobs do not fit this cluster</source>
        <translation>
            <numerusform>%n job does not fit this cluster</numerusform>
            <numerusform>%n jobs do not fit this cluster</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n jobs unfinished</source>
        <translation>
            <numerusform>%n job unfinished</numerusform>
            <numerusform>%n jobs unfinished</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n jobs need more GPUs than the cluster has (not simulated)</source>
        <translation>
            <numerusform>%n job needs more GPUs than the cluster has (not simulated)</numerusform>
            <numerusform>%n jobs need more GPUs than the cluster has (not simulated)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 at least %2 &gt; %3 (GPU-hours bound, not simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPUs even with every shape at its most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>even the largest cluster (%1) cannot meet the levels: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPUs</source>
        <comment>a plan&apos;s configuration without GPUs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (seed %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>meets every level on %1 of %n workloads</source>
        <translation>
            <numerusform>meets every level on %1 of %n workload</numerusform>
            <numerusform>meets every level on %1 of %n workloads</numerusform>
        </translation>
    </message>
    <message>
        <source>meets every level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, for the jobs submitted from %2 on, the machines joining the cluster then</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scenario&apos;s policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, quotas: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan: %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PolicyDescription</name>
    <message>
        <source>DL2 (Peng et al., TPDS 2021): a policy network re-sizes elastic PS jobs every 20-minute slot over an 8 x J state with 3J + 1 actions (+worker, +PS, +bundle per window job, stop); tasks go to the least-loaded machines. Train with gantry-cli train --agent dl2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dual-agent scheduler (Xing et al., KDD&apos;23): an ordering agent picks the next job from the queue (or waits), a placement agent picks its machine from free GPUs, type, price and a random-walk Gaussian process&apos;s belief about each machine&apos;s hidden slowdown; trained together for fee and JCT. Knows job durations like SJF (an oracle). Train with gantry-cli train --agent dual-agent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harmony (Bao et al., INFOCOM 2019; IEEE/ACM ToN 2023): an encoder of the servers with multi-head self-attention and a decoder place each task of a job (workers, then parameter servers) on a server, learned to avoid co-locating jobs that slow each other down. FIFO order with backfilling. Train with gantry-cli train --agent harmony.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TopDRL (Ayadi et al., JPDC 2025): a multi-branch CNN over the cluster occupancy and the queue picks the next job (or waits); the closest-GPU heuristic places it. Knows job durations like SJF (an oracle). Train with gantry-cli train --agent topdrl.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs in submit order; a preempted or restarted job goes back to its arrival position. DL2&apos;s and TopDRL&apos;s FIFO/FCFS baseline (pengyanghua/DL2 fifo_env.py; djjbxxz/Proximity-DRL FCFS).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortest recorded duration first (an oracle: it knows durations in advance). TopDRL&apos;s SJF job selector; Tiresias&apos; simulator &apos;sjf&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Least remaining work first (oracle). With preemptive on, a waiting job evicts running jobs with strictly more remaining work when that frees enough GPUs. DL2&apos;s SRTF baseline ordering (pengyanghua/DL2 srtf_env.py); Tiresias&apos; simulator &apos;shortest&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs asking for the fewest GPUs go first: the job selector TopDRL&apos;s sibling code calls &apos;DRF&apos; (djjbxxz/Proximity-DRL jobselector/drf.py).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discretised two-dimensional least-attained-service (Gu et al., NSDI&apos;19): a job&apos;s queue is set by the GPU-seconds it has received; lower queues go first, FIFO by arrival inside a queue; preemptive. No knowledge of durations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job whose owner (user, or VC when the user is empty) holds the smallest dominant share of the cluster (max of its GPU and CPU-slot shares) goes first (Ghodsi et al., NSDI&apos;11). Shares change as jobs start, so priorities are recomputed every pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest Tetris score first (Grandl et al., SIGCOMM&apos;14): alignment of the job&apos;s (GPU, CPU) demand with the free resources of its best machine, plus w x demand x (1 - remaining fraction), w = mean alignment / mean SRTF term as in DL2&apos;s tetris_env (oracle: uses remaining work).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fixed pseudo-random order from (seed, job index): TopDRL&apos;s Random job selector, made reproducible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lowest-index free GPUs, spreading over machines if needed: TopDRL&apos;s first-available GPU selector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The machine with the fewest free GPUs that holds the job; otherwise the fewest machines (largest first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One machine if possible (best fit); else one rack on the fewest machines; else the fewest racks. Unlike &apos;yarn&apos; it spreads rather than wait.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All or nothing in one rack, as the Tiresias simulator&apos;s &apos;yarn&apos; scheme (SymbioticLab/Tiresias simulator/switch.py): a job that fits a machine takes the first machine with room; a larger one takes whole idle machines plus one for the remainder, in the first rack that has them; otherwise it waits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machines in a pseudo-random order from (seed, job index), lowest-index GPUs on each: Tiresias&apos; and TopDRL&apos;s random placement, made reproducible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The machine with the most free GPUs that holds the job; else the emptiest racks and machines first: TopDRL&apos;s load-balance GPU selector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimises TopDRL&apos;s topology communication cost (rack edge 1/2, machine edge 1/4, GPU edge 1/40 over the union of tree paths from the cluster centre; Proximity-DRL topology.py) among: best-fit machine, rack on fewest machines, fewest racks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The machine with the lowest price per GPU-hour (spot price on spot machines) that holds the job, fewest free GPUs first among equals; else spread in price order. A public-cloud baseline of the dual-agent scheduler (Xing et al., KDD&apos;23).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The machine with the fastest GPU type (nominal speed: hidden per-machine performance is not known) that holds the job, fewest free GPUs first among equals; else spread in speed order. A public-cloud baseline of the dual-agent scheduler (Xing et al., KDD&apos;23).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knows the speed model&apos;s true co-location slowdowns (an oracle) and puts each job, workers and parameter servers, where the cluster&apos;s total speed gains most: the job&apos;s own rate minus what its co-runners lose. The upper reference of Harmony (Bao et al., INFOCOM 2019).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One machine if possible (best fit), else one rack on the fewest machines; never across racks: the job waits instead. The always-consolidate baseline of Dally (Sharma et al., arXiv 2401.16492).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network-sensitive delay scheduling (Sharma et al., arXiv 2401.16492; Zaharia et al., EuroSys&apos;10): a job that cannot get one machine waits while others start, takes one rack after its class&apos;s first timer and any spread after the second; insensitive jobs start anywhere at once. A sensitive job past its first timer may preempt less sensitive jobs on a machine when its predicted gain exceeds their checkpoint and restore cost, and a job that had to spread moves to one machine once one frees (same rule). The auto-tuner sets the timers from recent completions (ski-rental break-even). Timers, classes, tuner and preemption rule are Gantry&apos;s (docs/policies.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sizing part: every job gets exactly the GPUs (and PS tasks) it asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-decided every slot: in order, each job gets its requested size if it fits, else waits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DL2&apos;s DRF baseline: a bundle (1 worker + 1 PS) at a time to the job with the smallest dominant share until resources run out or jobs reach their maximum (pengyanghua/DL2 drf_env.py).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DL2&apos;s FIFO baseline: in order, each job takes bundles up to its maximum; the first job that cannot grow ends the slot (pengyanghua/DL2 fifo_env.py).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DL2&apos;s SRTF baseline: like fifo-bundles, by smallest remaining fraction of work (oracle).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimus (Peng et al., EuroSys&apos;18) as in DL2&apos;s optimus_env: every job first gets its minimum, then repeatedly the +1 worker or +1 PS with the largest reduction of estimated remaining time (remaining work / speed model rate on a consolidated what-if placement) until no gain or no resources. Uses remaining work (oracle, as Optimus&apos; fitted loss curve stands in for it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenants are only labels: every job waits in one queue, whatever its tenant holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A job starts only if its tenant&apos;s jobs, with it, hold no more than the tenant&apos;s quota (per GPU type where the quota is given so) and its limit: idle quota is never lent (Jeon et al., ATC&apos;19, on Philly&apos;s per-VC quotas).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within its quota a tenant&apos;s job starts as with strict quotas; beyond it, up to the tenant&apos;s limit, if the tenant may borrow and what all tenants hold beyond their quotas fits in the quota lenders neither hold nor wait for and the GPUs in nobody&apos;s quota (counted in GPUs of any type). Borrowed GPUs come back when the borrower&apos;s jobs end: nothing is preempted to reclaim them (Kueue&apos;s borrowing without reclaimWithinCohort; kueue.sigs.k8s.io/docs/concepts/cluster_queue).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Borrowing as above, and a job within its tenant&apos;s quota that finds no room preempts borrowers&apos; jobs (the most recently started first, only tenants beyond their quotas, only as many as it needs) and starts when their checkpoints are written: Kueue&apos;s preemption.reclaimWithinCohort: Any (kueue.sigs.k8s.io/docs/concepts/preemption). The preempted jobs pay checkpoint and restore.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hadoop YARN&apos;s CapacityScheduler: each tenant is a queue with its quota as capacity and its limit as maximum capacity; idle capacity is lent as with borrowing, and the queue using the smallest part of its capacity is served first (then the ordering part within it). No preemption, as YARN&apos;s default (hadoop.apache.org/docs/stable/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm&apos;s fair-share factor 2^(-U/S): U the tenant&apos;s share of all GPU-seconds used, each decayed with a half-life, S its weight&apos;s share of all weights. Tenants are served highest factor first, then the ordering part within each; quotas do not bound anyone, only limits (Slurm&apos;s GrpTRES) (slurm.schedmd.com/priority_multifactor.html, fair_tree.html).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm 22.05&apos;s scheduler: priority/basic or priority/multifactor (age, Fair Tree fair share with decayed usage), the main loop that stops at the first job that does not fit, and sched/backfill&apos;s cycle with reservations from the running jobs&apos; time limits (slurm.conf(5), sched_config).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PolicyTitle</name>
    <message>
        <source>DL2 (learned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dual-agent (learned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harmony (learned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TopDRL (learned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First come, first served</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortest job first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortest remaining time first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest GPUs first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiresias 2D-LAS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dominant resource fairness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tetris packing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consolidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YARN (Tiresias simulator)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random machines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Least loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closest GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fastest nominal GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interference-aware greedy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consolidate or wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dally delay scheduling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DRF bundles (DL2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIFO bundles (DL2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SRTF bundles (DL2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimus marginal gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strict quotas (Philly&apos;s virtual clusters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quotas with borrowing (a Kueue cohort, no reclaim)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quotas with borrowing and reclaim (a Kueue cohort)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity scheduler (YARN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fair share (Slurm multifactor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm (main loop and backfill)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario “%1” has unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gantry scenarios (*.yaml *.yml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the PDF %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Figure %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job completion time, every run (CDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share of jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The question.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n machines in %1, %2.</source>
        <translation>
            <numerusform>%n machine in %1, %2.</numerusform>
            <numerusform>%n machines in %1, %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n racks</source>
        <translation>
            <numerusform>%n rack</numerusform>
            <numerusform>%n racks</numerusform>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack uplinks %1 Gb/s, oversubscription %2 (first rack).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n jobs, %2 GPU-hours at the reference speed.</source>
        <translation>
            <numerusform>%1: %n job, %2 GPU-hours at the reference speed.</numerusform>
            <numerusform>%1: %n jobs, %2 GPU-hours at the reference speed.</numerusform>
        </translation>
    </message>
    <message>
        <source>recorded duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes against the base run; green is better.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average queueing delay of each tenant&apos;s jobs; quota and share of the GPU time in the base run. Jain&apos;s index over the tenants&apos; average slowdowns: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queued jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dollars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait against JCT, per job (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wait (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JCT (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completion times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service levels: %1. Looked at %2 of %3 configurations (gantry-cli plan --out lists each with why it failed); %4 shows every one simulated to its end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cheapest cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none within the bounds meets the levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/h</source>
        <comment>price per hour</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dollars per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>service level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>en</source>
        <comment>the language tag (BCP 47) of this translation</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Gantry report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gantry %1 report, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The question, in full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the scenario has no description)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>policy and parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model profiles: %1. Formulas and their sources: Gantry&apos;s docs/simulator-model.md.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario SHA-256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workload SHA-256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(generated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>made on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fork starts from the base run&apos;s state at its time and shares everything before it. Jobs submitted from that time on, and the cost from then; changes against the base over the same time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since each fork</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fork</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cheapest machines to add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage cost so far (GPU-hours held x price)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures %1 to %2 follow every run through the trace: the queue, the GPUs busy and the usage cost so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <comment>a tenant&apos;s service metric</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>avg JCT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>avg queueing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>meets the levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>against today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The options side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The options against %1 (dashed: the level)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs are the usage cost (the scenario&apos;s billing: %1): the GPU-hours its jobs hold x price, what a pay-per-use cloud bills, over %2 and as a month (730 hours) of that. Today&apos;s cluster is the scenario as it is; forks are events, not options, and are compared in their own table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs are the cluster&apos;s cost (the scenario&apos;s billing: %1): what its machines cost, busy or idle, over %2 and as a month (730 hours) of that. Today&apos;s cluster is the scenario as it is; forks are events, not options, and are compared in their own table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shows every run&apos;s completion times on a log scale (a few jobs run for weeks, most for minutes); %2 shows how long each job of the base run waited against how long it took.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cheapest is by the usage cost (the runs&apos; GPU-hours held x prices).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cheapest is by the cluster&apos;s cost (its machines&apos; price per hour).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage cost against %1 (complete runs; the level as a line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster cost against %1 (complete runs; the level as a line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dollars (GPU-hours held x price)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trace records when each job really started. Replayed under this scenario (the base run), %1 of %2 jobs start within a minute of their recorded start and %3 within 10 seconds; the order of the starts agrees with the recorded order with a Kendall&apos;s tau of %4 (1: the same order); the mean wait is %5 against %6 recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>within 10 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>within 60 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean wait, recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean wait, replayed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A real scheduler does not repeat itself exactly either: on Gantry&apos;s recordings of a real Slurm, a second run of the same jobs started %1 to %2 of them within 60 s of the first (Gantry&apos;s docs/simulator-model.md, &quot;Against a real Slurm&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Left out: %n jobs that never started in the replay.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Against the real cluster</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreName</name>
    <message>
        <source>probability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time a waiting job&apos;s options widen (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time of the next priority change (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sizing score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slowdown (x)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delay timer (s): T1 = one rack after, T2 = any spread after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>submit time (s, lower first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duration (s, lower first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remaining work (reference s, lower first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requested GPUs (lower first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MLFQ queue (0 = highest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owner&apos;s dominant share (lower first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-(alignment + w x SRTF term) (lower first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random draw (lower first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs its tenant holds beyond its quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>priority (lower first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>priority (higher first)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::CalibrateDialog</name>
    <message>
        <source>Calibrate against the trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How close is the replay to what the cluster did? The scenario runs as it is, and each job&apos;s simulated wait in the queue is compared with the one its trace recorded, overall and per tenant. A fit scales what the trace does not show (other load on the cluster, the tenants&apos; shares) to bring them closer; the method: the manual&apos;s simulator-model page, &quot;Against the real cluster&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit the cluster&apos;s size (its machines scaled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit the tenants&apos; quotas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs tenants with quotas and a sharing policy that keeps them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>between</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the fitted scenario as a what-if variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;The scenario as written&lt;/b&gt; (rec: recorded, sim: simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;With the fitted values&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running the scenario…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fitting: every grid point is a run…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 jobs have a recorded queueing delay; %3 of them never started in the run (not compared). MAE: mean |simulated − recorded|; bias: mean (simulated − recorded); r: correlation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fitted to the trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fitted to the trace (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the fitted scenario as a variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added as the variant “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::CandidateBars</name>
    <message>
        <source>No candidates recorded for this decision.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::ClusterEditor</name>
    <message>
        <source>Select a rack or a machine to edit it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack / machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uplink bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden performance factor: 1 is nominal, 0.5 runs at half speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot machine (billed at the spot price)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> $/GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> × reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-to-GPU bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;GPU type&lt;/b&gt; (shared by every machine of this type)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New GPU type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies this machine&apos;s GPU type under a new name and gives it to the machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rack needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change uplink bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change oversubscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A machine needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change GPU type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change GPU count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change CPU slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change NIC bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change GPU-to-GPU bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be greater than 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change performance factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toggle spot pricing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GPU type needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another GPU type is called %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename GPU type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change GPU price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change GPU speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 racks · %2 machines · %3 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add machine %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add GPU type %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove machine %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cluster needs at least one rack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot remove: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n machine(s)</source>
        <translation>
            <numerusform>%1: %n machine</numerusform>
            <numerusform>%1: %n machines</numerusform>
        </translation>
    </message>
    <message>
        <source>, default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, tier %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partitions (jobs run on their partition&apos;s machines): %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::ComparisonModel</name>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg JCT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p95 JCT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Makespan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU util.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comm. overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the GPU-hours its jobs hold would be billed a month by a pay-per-use cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What its machines cost a month, busy or idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage cost/month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster cost/month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not comparable</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::ComparisonPanel</name>
    <message>
        <source>Each tenant in each run; changes against the same tenant in the baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-run after edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue length, every run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queued jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JCT CDF, every run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fraction of jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>running %n run(s)…</source>
        <translation>
            <numerusform>running %n run…</numerusform>
            <numerusform>running %n runs…</numerusform>
        </translation>
    </message>
    <message>
        <source>up to date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg JCT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg queueing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p95 queueing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quota use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove variant %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each fork since its time: the jobs submitted from then on and the cost from then, against the baseline over the same time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fork</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg JCT since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg queueing since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JCT (hours, log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Run comparison simulates these %n run(s) side by side</source>
        <translation>
            <numerusform>Run comparison simulates this %n run</numerusform>
            <numerusform>Run comparison simulates these %n runs side by side</numerusform>
        </translation>
    </message>
    <message>
        <source>Usage cost since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster cost since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;The answer against today&apos;s cluster appears when every run is in.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;Run comparison to see which variant answers the scenario&apos;s question, against today&apos;s cluster.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;The answer.&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove selected variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s cluster</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::DecisionModel</name>
    <message>
        <source>refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs on %2 machine(s), %3 rack(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::DecisionPanel</name>
    <message>
        <source>Follow the latest decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a decision to see the candidates the policy weighed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; %2 at %3 by &lt;i&gt;%4&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidates by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orange: the job this decision is about.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::ExportDeploymentDialog</name>
    <message>
        <source>Export deployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tenants&apos; quotas and sharing as the files your scheduler applies. Read them before applying: what each system cannot express is said in the files&apos; comments and in the manual&apos;s tenants page, &quot;Deploying the answer&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kueue (kueue.yaml: kubectl apply -f kueue.yaml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scenario as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the deployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment files (*.yaml *.conf *.sh);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the deployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written into %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm (slurm.conf, sacctmgr.sh, associations.cfg)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::ForkDialog</name>
    <message>
        <source>Fork here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fork starts from this run&apos;s state at %1 and changes it from then on. It is added to the what-if comparison, which shows it beside the base since that moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rack fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ordering policy changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A burst of jobs arrives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GPU price changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From then on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per hour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Philly&apos;s mix of sizes and lengths (the poisson-philly generator).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per GPU-hour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the fork</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n jobs arrive at %1</source>
        <translation>
            <numerusform>%n job arrives at %1</numerusform>
            <numerusform>%n jobs arrive at %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 price changes at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machines join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rack leaves for good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machines:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies of the cluster&apos;s first machine of that type, in its rack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its jobs restart elsewhere from their last checkpoint; its machines no longer count in the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n %1 machines join at %2</source>
        <translation>
            <numerusform>%n %1 machine joins at %2</numerusform>
            <numerusform>%n %1 machines join at %2</numerusform>
        </translation>
    </message>
    <message>
        <source>rack %1 leaves at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack or machine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fails at %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::GanttView</name>
    <message>
        <source>Gantt chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the scenario to see which job holds each GPU over time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting again after a preemption or failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>running on %n GPU(s)</source>
        <translation>
            <numerusform>running on %n GPU</numerusform>
            <numerusform>running on %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>restoring its checkpoint on %n GPU(s)</source>
        <translation>
            <numerusform>restoring its checkpoint on %n GPU</numerusform>
            <numerusform>restoring its checkpoint on %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>writing its checkpoint on %n GPU(s)</source>
        <translation>
            <numerusform>writing its checkpoint on %n GPU</numerusform>
            <numerusform>writing its checkpoint on %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2 GPUs requested)&lt;br&gt;%3&lt;br&gt;%4 → %5 (%6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::GeneratorForm</name>
    <message>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most GPUs per job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest GPUs per job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest duration (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median duration (seconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread of durations (log-normal sigma)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot length (seconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean arrivals per slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most arrivals per slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most workers per job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workers requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter servers per job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest job (steps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step length (seconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance of an arrival per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most parameter servers per job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of one-worker jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of parameter-server jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alibaba arrival pattern (DL2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::JobTableModel</name>
    <message>
        <source>Step time against one machine, on an idle network: one rack ×%1, across racks ×%2 (%3 of its speed lost across racks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the job&apos;s run time spent communicating (placement-aware speed model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edited in this scenario (workload.overrides); undo to restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1: &apos;%2&apos; is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit times cannot be edited while the workload skips its first seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1: the submit time must be &gt;= 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>submit time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1: the duration must be &gt; 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1: GPUs must be a whole number &gt;= 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1: the cluster has only %2 GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit %1 of job %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Across racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejected: it can never run here, because it %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timed out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::LessonPanel</name>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a lesson file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gantry lessons (*.yaml *.yml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a lesson and press Start. Each step pauses the run, explains what to look at and asks you something.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: the run goes on until %3…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>*This moment did not come in this run: the run ended first.*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commit my prediction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check my answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the change the lesson asks for (undoable with Edit &gt; Undo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not quite; try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your prediction is recorded. Watch the run; it will be revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running your scenario to its end…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>**Well done.** You reached the end of *%1*. Restart it, or pick another lesson.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewing an earlier step. Next returns to where the lesson is.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::MainWindow</name>
    <message>
        <source>Run failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot run the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected: %1 (%2 GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  &lt;b&gt;Schedule&lt;/b&gt;  </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows per job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One row per job instead of one row per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour by tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour GPUs and bars by the tenant of their job (the scenario&apos;s tenants) instead of by job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenants:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>   Ctrl+wheel zooms time · drag pans · click selects a job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What-if comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every variant, charts, the plan and the assumptions, as a PDF or an HTML file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run to end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guided lessons on scheduling that pause the run, explain and ask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Speed </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated time per second of wall-clock time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 min/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 min/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 h/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 h/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 day/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as fast as possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t = %1 · %2 events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2 jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown trace format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gantry cannot tell the format of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot use the trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save scenario as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reports (*.pdf *.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Making the report: running every variant…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never saved to a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover unsaved changes?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gantry did not close cleanly. Recover the unsaved changes to the scenario “%1” (%2), autosaved %3?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gantry will use the new language the next time it starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gantry&apos;s manual: its README and docs, as installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard &amp;Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Gantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The manual is not installed with this copy of Gantry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Gantry %1&lt;/b&gt;: a what-if planner for GPU clusters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its schedulers come from these papers (docs/reproduction.md):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is built with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Gantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a scenario in a few steps: a workload, a cluster, a policy and a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New scenario “%1”, not saved yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fork here…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a what-if variant that starts from this moment of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fork here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fork %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a fork of this run beside it: from the fork&apos;s time, each GPU&apos;s row shows this run above and the fork below (run the comparison to get the forks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No fork beside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>   From the dashed line: this run above, the fork below in each row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fork here: %1 fails…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fork here: rack %1 fails…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fork here: rack %1 leaves…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fork here: more %1 machines join…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause the run to fork from its current moment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Begin with an example, a lesson, a recent file, your cluster&apos;s history or a new scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Scenario &amp;Wizard…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Its %n variant(s) are compared in the What-if tab and its plan searched in the Plan tab; Run plays the base here.</source>
        <translation>
            <numerusform>Its %n variant is compared in the What-if tab and its plan searched in the Plan tab; Run plays the base here.</numerusform>
            <numerusform>Its %n variants are compared in the What-if tab and its plan searched in the Plan tab; Run plays the base here.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Its %n variant(s) are compared in the What-if tab; Run plays the base here.</source>
        <translation>
            <numerusform>Its %n variant is compared in the What-if tab; Run plays the base here.</numerusform>
            <numerusform>Its %n variants are compared in the What-if tab; Run plays the base here.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its plan is searched in the Plan tab; Run plays the scenario here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run plays it here; add variants in the What-if tab to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Deployment…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tenants&apos; quotas and sharing as Kueue queues or a Slurm configuration, to apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Calibrate Against the Trace…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the replay&apos;s queueing delays with those the trace recorded, and fit what it does not show</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::ManualViewer</name>
    <message>
        <source>Gantry manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open in browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open this page with the desktop&apos;s program for Markdown files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::MetricsPanel</name>
    <message>
        <source>Average JCT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p95 JCT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Makespan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queued jobs (x: hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs busy, % (x: hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job completion time CDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JCT (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fraction of jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JCT CDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait vs JCT per job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wait (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait vs JCT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JCT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster cost per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage cost so far (GPU-hours held x price), $ (x: hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage cost per month (at the rate now)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage cost per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster cost %1 over %2 (its machines, busy or idle); usage cost %3 (the GPU-hours its jobs held).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JCT (hours, log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2, %3 rejected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::NewScenarioWizard</name>
    <message>
        <source>New Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A trace shipped with Gantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A workload generator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (format %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep only the trace&apos;s first jobs, by submission (all: every job).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No traces are installed with this copy of Gantry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs to use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed gives the same jobs, and the same models for them, on every computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster&apos;s shape: racks of identical machines, each with the same number of GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machines per rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 rack(s)</source>
        <translation>
            <numerusform>%1 rack</numerusform>
            <numerusform>%1 racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 machine(s)</source>
        <translation>
            <numerusform>%1 machine</numerusform>
            <numerusform>%1 machines</numerusform>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cluster has at most %1 machines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the scheduler decides: which job goes next, and which GPUs it gets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backfill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later jobs may start while the next one in order waits for room.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The policies&apos; parameters, sizing for elastic jobs, quotas for tenants and the learned schedulers: the Policy tab, after Finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to call the scenario. It opens as a new document, not saved yet: File &gt; Save asks where to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every job of the trace %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first %1 jobs of the trace %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 jobs from the generator %2 (seed %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jobs from the generator %1 (seed %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ordering %1, placement %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, with backfill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, without backfill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario is not valid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario cannot run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the jobs come from: your own cluster&apos;s history, a trace shipped with Gantry, or a generator of synthetic jobs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My cluster&apos;s own history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sacct -P -o JobIDRaw,Submit,Start,End,AllocTRES,... &gt; jobs.txt, or kubectl get jobs -A -o json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cluster&apos;s history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheduler records and traces (*.txt *.csv *.json *.psv *.tsv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Slurm accounting export (sacct -P), Kubernetes jobs or pods (kubectl get ... -o json), or a trace in a public format (Philly, Helios, Alibaba): Gantry tells which.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (speed %2, %3 per GPU-hour, %4 GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed GPU types, your own prices and speeds, link bandwidths and machines that differ: the Cluster tab, after Finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The question it asks, e.g. &quot;Would 16 more A100s keep our p95 wait under an hour?&quot; (shown above the views and on the report&apos;s first page)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every job of %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::PlanPanel</name>
    <message>
        <source>GPU type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU type of this machine shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs in each machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU slots in each machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fewest machines of this shape to try</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most machines of this shape to try</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine shapes the plan may buy or rent, with how many of each (prices come from the cluster&apos;s GPU types)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What must hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The limit: hours, or % for utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every job, or one tenant&apos;s jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scenario&apos;s seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload seeds the cluster must cope with, e.g. 11 12 13</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bisect (assume more machines never hurt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Far fewer runs on large grids; can miss the cheapest cluster where slow GPUs make a level worse (docs/planning.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machines that may be bought or rented</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>machine shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policies to compare (none: the scenario&apos;s own)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service levels (the first is the chart&apos;s metric)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machines per rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeds that must meet every level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the cheapest clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a point or a row to see its metrics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add as what-if variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario has no plan yet: add the machine shapes that may be bought and a service level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1: %2 must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload seeds: &apos;%1&apos; is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%v of a grid of %m looked at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n configuration(s).</source>
        <translation>
            <numerusform>Cancelled after %n configuration.</numerusform>
            <numerusform>Cancelled after %n configurations.</numerusform>
        </translation>
    </message>
    <message>
        <source>The plan could not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of a grid of %2 looked at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: no configuration within the bounds meets the levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No configuration within the bounds can meet the levels: %1 (GPU-hours bound, nothing simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>service level: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; under &lt;b&gt;%2&lt;/b&gt;: %3 GPUs, %4/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 over the trace, %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — the cheapest for this policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add plan variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;Added as the variant “%1” to the what-if comparison.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 from %2 on, %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cost the scenario&apos;s owner pays (its billing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest cluster cost (its machines&apos; price per hour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest usage cost (GPU-hours held x price, over the trace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost against service, every configuration simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage cost ($, GPU-hours held x price)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster cost ($ per hour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2, cluster cost %3/h, usage cost %4; %5 %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest by usage cost meeting %1:&lt;br&gt;%2&lt;br&gt;&lt;small&gt;%3 of a grid of %4 configurations looked at, %5 ruled out by the GPU-hours bound, %6 runs.&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest by cluster cost meeting %1:&lt;br&gt;%2&lt;br&gt;&lt;small&gt;%3 of a grid of %4 configurations looked at, %5 ruled out by the GPU-hours bound, %6 runs.&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More (YAML)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which job goes next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which GPUs it gets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any other policy fields, e.g. sharing: borrowing, backfill: false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scenario&apos;s (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::PolicyEditor</name>
    <message>
        <source>Scheduler (decides everything; leave at “composed” to use the parts below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ordering: which job goes next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement: which GPUs it gets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sizing: how many GPUs elastic jobs get</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharing: how the tenants share the GPUs (quotas)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>composed (ordering × placement × sizing × sharing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backfill: let later jobs start when the next one in order does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose %1 policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toggle backfill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Policy:&lt;/b&gt; %1&lt;br&gt;&lt;b&gt;Model:&lt;/b&gt; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a trained model file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a trained model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gantry models (*.model);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>comma-separated numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Tenants&apos; fair shares:&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::ScenarioDocument</name>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario has no file name yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use trace %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (unsaved)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::SettingsFile</name>
    <message>
        <source>The settings file was larger than Gantry ever writes (over 1 MB), so it was set aside as %1 and Gantry started with its default settings (language, recent files, window layout).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::TopologyView</name>
    <message>
        <source>Cluster topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a scenario and press Run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uplink %1 Gb/s · %2 cross-rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>machine summaries (zoom in for GPU cells) · red = failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>colour = tenant (key under the schedule&apos;s toolbar) · grey = idle · red = failed · wheel zooms, drag pans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>colour = job · grey = idle · red = failed · wheel zooms, drag pans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gauge = the scheduler&apos;s believed speed (× nominal) ± 2σ · </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (spot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;the scheduler believes: slowdown %1 ± %2 (speed ×%3 of nominal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;failed&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;job &lt;b&gt;%1&lt;/b&gt; (%2 GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; GPU %2&lt;br&gt;%3 · speed %4 · %5/h%6&lt;br&gt;rack %7 · NIC %8 Gb/s · perf ×%9</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::TrainingPanel</name>
    <message>
        <source>The LibTorch module that learned schedulers need is not installed (%1): they cannot be trained here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This build has no LibTorch (GANTRY_WITH_TORCH=OFF): learned schedulers cannot be trained here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train a learned scheduler on this scenario&apos;s workload generator (docs/learning.md). Training runs in the background; the curve shows each episode&apos;s average JCT (a warm-up, by imitation or, for Harmony, observing speeds for its reward model, then reinforcement learning) and the RL episode reward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agent default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinforcement-learning episodes (0: the agent&apos;s default, 240 for DL2, 96 for TopDRL, 30 for Harmony, 16 for the dual agent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warm-up episodes: imitating a heuristic teacher (DL2, TopDRL) or observing speeds for Harmony&apos;s reward model (-1: the agent&apos;s default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RL episodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warm-up episodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use in scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the saved model the scenario&apos;s scheduler (undoable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average JCT per episode, minutes (x: episode, warm-up then RL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Episode reward (x: episode, RL phase)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warm-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 / %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 episode %2/%3 · avg JCT %4 min · reward %5 · loss %6 · %7 decisions · %8 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling after the current episode…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trained %1 in %2 s (%3 decisions, %4 steps/s); best validation avg JCT %5 min. Save the model to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Reward model R² on held-out placements: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save trained model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gantry models (*.model);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved the %1 model to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot use the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use trained %1 model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario&apos;s scheduler is now %1 with %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::VariantEditor</name>
    <message>
        <source>Variant name, e.g. Tiresias, or 16 more machines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as the base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster&apos;s machines scaled to this many, keeping its mix of machine kinds and racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs arrive this many times as fast as in the base (x1: as the base)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML (advanced)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The overlay merged over the scenario, e.g.
policy: {ordering: sjf}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backfill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The variant&apos;s trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traces and scheduler records (*.csv *.json *.txt *.trace);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as the base (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario has no tenants to share the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on: later jobs may start first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off: strict order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>today %1, so %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>today %n machine(s)</source>
        <translation>
            <numerusform>today %n machine</numerusform>
            <numerusform>today %n machines</numerusform>
        </translation>
    </message>
    <message>
        <source>read as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A variant needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This variant changes nothing: choose what it changes, or write its YAML.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add variant %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::WelcomeDialog</name>
    <message>
        <source>Welcome to Gantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;What do you want to find out?&lt;/h2&gt;Each example asks an operator&apos;s question and answers it with its variants (the What-if tab) and its plan (the Plan tab). Or begin with your own cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open this example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a new scenario step by step…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import my cluster&apos;s history…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new scenario from your own scheduler&apos;s records: a Slurm sacct export, kubectl&apos;s jobs or pods as JSON, or a trace in one of the public formats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The question it asks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::WorkloadEditor</name>
    <message>
        <source>Import a trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trace file (Philly, Helios, Alibaba, Tiresias, Gavel, common CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>detect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The validation report of the import appears here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traces (*.csv *.json *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or generate a synthetic workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use generator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiplies inter-arrival times: below 1 means a heavier load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrival scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter jobs (id, status…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs of the current run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a submit time, duration or GPU count to edit it; edited cells are bold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import failed:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an existing trace file first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gantry cannot tell this file&apos;s format: choose one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use generator %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change load options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Jobs from trace&lt;/b&gt; %1 (format %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Jobs from generator&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>What-if planner for GPU clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run without a window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output folder (headless).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario file to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario file to open (default: the demo).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write only the report to this file (.pdf or .html).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the plan out of the report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs in parallel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start this lesson in the Lessons panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the window in this language (en, de or zh_CN) this time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language of the report and the printed comparison: en, de or zh_CN (English when not given).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings set aside</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CandidateBars</name>
    <message>
        <source>No candidates recorded for this decision.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClusterEditor</name>
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
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a rack or a machine to edit it.</source>
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
</context>
<context>
    <name>ComparisonModel</name>
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
        <source>Cost</source>
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
</context>
<context>
    <name>ComparisonPanel</name>
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
        <source>Variant name, e.g. SJF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlay merged over the scenario, e.g.
policy: {ordering: sjf}
cluster: {shape: 1x2x8}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove selected</source>
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
        <source>JCT (hours)</source>
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
    <message>
        <source>Baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>running %n run(s)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>up to date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A variant needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add variant %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove variant %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DecisionModel</name>
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
    <name>DecisionPanel</name>
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
</context>
<context>
    <name>GanttView</name>
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
    <message numerus="yes">
        <source>running on %n GPU(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting after preemption</source>
        <translation type="unfinished"></translation>
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
    <name>JobTableModel</name>
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
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
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
        <source>Metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decisions</source>
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
        <source>The language changes the next time Gantry starts.</source>
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
        <source>Use trace %1</source>
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
        <source>Recover unsaved changes?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gantry did not close cleanly last time. Recover the unsaved scenario from %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MetricsPanel</name>
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
        <source>Cost</source>
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
        <source>Queue length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative cost</source>
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
        <source>Cumulative cost, $ (x: hours)</source>
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
        <source>queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busy GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost</source>
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
</context>
<context>
    <name>PolicyEditor</name>
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
        <source>composed (ordering × placement × sizing)</source>
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
        <source>&lt;b&gt;Policy:&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>comma-separated numbers</source>
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
</context>
<context>
    <name>ScenarioDocument</name>
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
</context>
<context>
    <name>TopologyView</name>
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
        <source>colour = job · grey = idle · red = failed · wheel zooms, drag pans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>machine summaries (zoom in for GPU cells) · red = failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; GPU %2&lt;br&gt;%3 · speed %4 · $%5/h%6&lt;br&gt;rack %7 · NIC %8 Gb/s · perf ×%9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (spot)</source>
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
</context>
<context>
    <name>WorkloadEditor</name>
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
        <source>Import trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traces (*.csv *.json *.txt);;All files (*)</source>
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
        <source>Importing %1…</source>
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
        <source>Use trace %1</source>
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
</context>
</TS>

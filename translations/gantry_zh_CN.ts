<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CandidateNote</name>
    <message>
        <source>minimum size first</source>
        <translation>先分配最小规模</translation>
    </message>
    <message>
        <source>ordering (teacher)</source>
        <translation>排序（教师）</translation>
    </message>
    <message>
        <source>ordering (teacher): wait for better machines</source>
        <translation>排序（教师）：等待更好的机器</translation>
    </message>
    <message>
        <source>ordering: fifo (backfill)</source>
        <translation>排序：fifo（回填）</translation>
    </message>
    <message>
        <source>placement (teacher: least expected time and fee)</source>
        <translation>放置（教师：预期时间与费用最少）</translation>
    </message>
    <message>
        <source>placement: cheapest-fit</source>
        <translation>放置：cheapest-fit</translation>
    </message>
    <message>
        <source>order: wait</source>
        <translation>排序：等待</translation>
    </message>
    <message>
        <source>order</source>
        <translation>排序</translation>
    </message>
    <message>
        <source>wait</source>
        <translation>等待</translation>
    </message>
    <message>
        <source>delay timer</source>
        <translation>延迟计时器</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>preempted</source>
        <translation>被抢占</translation>
    </message>
    <message>
        <source>priority changes</source>
        <translation>优先级变化</translation>
    </message>
    <message>
        <source>GPUs taken</source>
        <translation>占用的 GPU</translation>
    </message>
    <message>
        <source>predicted gain (GPU-s)</source>
        <translation>预计收益（GPU 秒）</translation>
    </message>
    <message>
        <source>cost (GPU-s)</source>
        <translation>代价（GPU 秒）</translation>
    </message>
    <message>
        <source>freed for the waiting job</source>
        <translation>为等待的作业腾出</translation>
    </message>
    <message>
        <source>held for it</source>
        <translation>为其保留</translation>
    </message>
    <message>
        <source>total rate gain</source>
        <translation>总速率增益</translation>
    </message>
    <message>
        <source>topology comm cost</source>
        <translation>拓扑通信代价</translation>
    </message>
    <message>
        <source>age factor × weight</source>
        <translation>等待时长因子 × 权重</translation>
    </message>
    <message>
        <source>fair share × weight</source>
        <translation>公平份额 × 权重</translation>
    </message>
    <message>
        <source>reservation in (s)</source>
        <translation>预留开始于（秒后）</translation>
    </message>
    <message>
        <source>partition × weight</source>
        <translation>分区 × 权重</translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>avg JCT</source>
        <translation>平均 JCT</translation>
    </message>
    <message>
        <source>p95 JCT</source>
        <translation>p95 JCT</translation>
    </message>
    <message>
        <source>makespan</source>
        <translation>完工时间</translation>
    </message>
    <message>
        <source>avg queueing</source>
        <translation>平均排队时间</translation>
    </message>
    <message>
        <source>GPU util</source>
        <translation>GPU 利用率</translation>
    </message>
    <message>
        <source>comm overhead</source>
        <translation>通信开销</translation>
    </message>
    <message>
        <source>base</source>
        <comment>the base run</comment>
        <translation>基准</translation>
    </message>
    <message>
        <source>p95 queueing</source>
        <translation>p95 排队时间</translation>
    </message>
    <message>
        <source>GPU share</source>
        <translation>GPU 份额</translation>
    </message>
    <message>
        <source>quota use</source>
        <translation>配额使用</translation>
    </message>
    <message>
        <source>variant</source>
        <translation>变体</translation>
    </message>
    <message>
        <source>tenant</source>
        <translation>租户</translation>
    </message>
    <message numerus="yes">
        <source>%n rejected</source>
        <translation>
            <numerusform>%n 个被拒绝</numerusform>
        </translation>
    </message>
    <message>
        <source>from</source>
        <translation>起始</translation>
    </message>
    <message>
        <source>jobs</source>
        <translation>作业数</translation>
    </message>
    <message>
        <source>Per tenant (changes against the same tenant in the base):</source>
        <translation>按租户（相对基准中同一租户的变化）：</translation>
    </message>
    <message>
        <source>cluster cost</source>
        <translation>集群成本</translation>
    </message>
    <message>
        <source>usage cost</source>
        <translation>使用成本</translation>
    </message>
    <message>
        <source>cluster cost/month</source>
        <translation>集群成本/月</translation>
    </message>
    <message>
        <source>usage cost/month</source>
        <translation>使用成本/月</translation>
    </message>
    <message>
        <source>Since each fork (jobs submitted from its time on, costs from then; changes against the base over the same time):</source>
        <translation>自每个分支起（从其时刻起提交的作业，从那时起的成本；与基准同期相比的变化）：</translation>
    </message>
    <message numerus="yes">
        <source>%n rejected: %1</source>
        <translation>
            <numerusform>%n 个被拒绝：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>not comparable: %1 of its %2 jobs never ran (the base: %3 of %4)</source>
        <translation>不可比较：其 %2 个作业中有 %1 个从未运行（基准：%4 个中有 %3 个）</translation>
    </message>
</context>
<context>
    <name>Decision</name>
    <message>
        <source>the same cost</source>
        <translation>成本相同</translation>
    </message>
    <message>
        <source>+%1 a month</source>
        <translation>每月 +%1</translation>
    </message>
    <message>
        <source>−%1 a month</source>
        <translation>每月 −%1</translation>
    </message>
    <message numerus="yes">
        <source>+%n machines</source>
        <translation>
            <numerusform>+%n 台机器</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>−%n machines</source>
        <translation>
            <numerusform>−%n 台机器</numerusform>
        </translation>
    </message>
    <message>
        <source>today&apos;s cluster</source>
        <translation>现有集群</translation>
    </message>
    <message>
        <source>The scenario names no service level (a plan&apos;s service_levels), so Gantry recommends none: “%1” has the lowest average JCT (%2), “%3” the lowest %4 (%5 a month).</source>
        <translation>该场景没有给出服务水平（计划的 service_levels），因此 Gantry 不作推荐：“%1”的平均 JCT 最低（%2），“%3”的%4最低（每月 %5）。</translation>
    </message>
    <message>
        <source>No option keeps %1; the closest is “%2” (%3), at %4 a month.</source>
        <translation>没有选项能满足 %1；最接近的是“%2”（%3），每月 %4。</translation>
    </message>
    <message>
        <source>Keep today&apos;s cluster: it keeps %1 at %2 a month (%3), and no option that does costs less.</source>
        <translation>保留现有集群：它以每月 %2（%3）满足 %1，且没有其他满足要求的选项更便宜。</translation>
    </message>
    <message>
        <source>Choose “%1”: it keeps %2 at the same %3 as today&apos;s cluster (%4 a month), with more room.</source>
        <translation>选择“%1”：它以与现有集群相同的%3（每月 %4）满足 %2，且余量更大。</translation>
    </message>
    <message>
        <source>Choose “%1”: it keeps %2 at the same %3 as today&apos;s cluster (%4 a month), which does not (%5).</source>
        <translation>选择“%1”：它以与现有集群相同的%3（每月 %4）满足 %2，而现有集群做不到（%5）。</translation>
    </message>
    <message>
        <source>Choose “%1”: it keeps %2 for %3 a month less than today&apos;s cluster (%4 %5 a month).</source>
        <translation>选择“%1”：它满足 %2，每月比现有集群少花 %3（%4每月 %5）。</translation>
    </message>
    <message>
        <source>Choose “%1”, the cheapest option that keeps %2: %3 a month more than today&apos;s cluster (%4 %5 a month), which does not (%6).</source>
        <translation>选择“%1”，满足 %2 的最便宜选项：每月比现有集群多花 %3（%4每月 %5），而现有集群做不到（%6）。</translation>
    </message>
    <message>
        <source>today</source>
        <translation>现状</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>“%1” (%2)</source>
        <translation>“%1”（%2）</translation>
    </message>
    <message>
        <source>Also keeping them: %1.</source>
        <translation>同样满足要求的：%1。</translation>
    </message>
</context>
<context>
    <name>DecisionKind</name>
    <message>
        <source>start</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>preempt</source>
        <translation>抢占</translation>
    </message>
    <message>
        <source>resize</source>
        <translation>调整规模</translation>
    </message>
    <message>
        <source>wait</source>
        <translation>等待</translation>
    </message>
    <message>
        <source>timer</source>
        <translation>计时器</translation>
    </message>
    <message>
        <source>tune</source>
        <translation>调优</translation>
    </message>
</context>
<context>
    <name>Error</name>
    <message>
        <source>the replay speed model takes no parameters</source>
        <translation>replay 速度模型不接受参数</translation>
    </message>
    <message>
        <source>coefficients needs six numbers per model (t0..t5); got %1</source>
        <translation>coefficients 每个模型需要六个数（t0..t5）；实际为 %1</translation>
    </message>
    <message>
        <source>coefficients of model %1 are all 0 (T would be 0)</source>
        <translation>模型 %1 的系数全为 0（T 将为 0）</translation>
    </message>
    <message>
        <source>unknown speed model &apos;%1&apos; (known: placement-aware, replay, fitted)</source>
        <translation>未知的速度模型 &apos;%1&apos;（已知：placement-aware、replay、fitted）</translation>
    </message>
    <message>
        <source>unterminated quoted field</source>
        <translation>带引号的字段未闭合</translation>
    </message>
    <message>
        <source>unexpected character after a closing quote</source>
        <translation>闭合引号后有意外的字符</translation>
    </message>
    <message>
        <source>the file is empty (expected a JSON value)</source>
        <translation>文件为空（应为 JSON 值）</translation>
    </message>
    <message>
        <source>unexpected text after the end of the JSON value</source>
        <translation>JSON 值结束后有意外的文本</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation>无效的 JSON：%1</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>unexpected end of file (the JSON is truncated)</source>
        <translation>文件意外结束（JSON 被截断）</translation>
    </message>
    <message>
        <source>unexpected end of file inside an object (the JSON is truncated)</source>
        <translation>在对象中文件意外结束（JSON 被截断）</translation>
    </message>
    <message>
        <source>expected a quoted key</source>
        <translation>应为带引号的键</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after a key</source>
        <translation>键之后应为 &apos;:&apos;</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; in an object</source>
        <translation>对象中应为 &apos;,&apos; 或 &apos;}&apos;</translation>
    </message>
    <message>
        <source>unexpected end of file inside a list (the JSON is truncated)</source>
        <translation>在列表中文件意外结束（JSON 被截断）</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos; in a list</source>
        <translation>列表中应为 &apos;,&apos; 或 &apos;]&apos;</translation>
    </message>
    <message>
        <source>unexpected end of file in a \u escape</source>
        <translation>在 \u 转义序列中文件意外结束</translation>
    </message>
    <message>
        <source>bad hex digit in a \u escape</source>
        <translation>\u 转义序列中的十六进制数字无效</translation>
    </message>
    <message>
        <source>unexpected end of file inside a string (the JSON is truncated)</source>
        <translation>在字符串中文件意外结束（JSON 被截断）</translation>
    </message>
    <message>
        <source>control character inside a string</source>
        <translation>字符串中有控制字符</translation>
    </message>
    <message>
        <source>unexpected end of file in an escape</source>
        <translation>在转义序列中文件意外结束</translation>
    </message>
    <message>
        <source>unpaired surrogate in a \u escape</source>
        <translation>\u 转义序列中有未配对的代理项</translation>
    </message>
    <message>
        <source>unknown escape &apos;\%1&apos;</source>
        <translation>未知的转义序列 &apos;\%1&apos;</translation>
    </message>
    <message>
        <source>expected a digit</source>
        <translation>应为数字</translation>
    </message>
    <message>
        <source>expected a digit after &apos;.&apos;</source>
        <translation>&apos;.&apos; 之后应为数字</translation>
    </message>
    <message>
        <source>expected a digit in the exponent</source>
        <translation>指数中应为数字</translation>
    </message>
    <message>
        <source>number out of range</source>
        <translation>数字超出范围</translation>
    </message>
    <message>
        <source>malformed number</source>
        <translation>数字格式错误</translation>
    </message>
    <message>
        <source>out of memory while reading JSON</source>
        <translation>读取 JSON 时内存不足</translation>
    </message>
    <message>
        <source>a time (seconds, or a number with s, m, h or d: 36h)</source>
        <translation>时间（秒数，或带 s、m、h 或 d 的数字：36h）</translation>
    </message>
    <message>
        <source>unknown unit in &apos;%1&apos; (use s, m, h or d, e.g. 36h)</source>
        <translation>&apos;%1&apos; 中的单位未知（请使用 s、m、h 或 d，例如 36h）</translation>
    </message>
    <message>
        <source>must be a time such as 3600, 90m, 36h or 2d (got &apos;%1&apos;)</source>
        <translation>必须是 3600、90m、36h 或 2d 这样的时间（实际为 &apos;%1&apos;）</translation>
    </message>
    <message>
        <source>must be &gt;= 0 (got %1)</source>
        <translation>必须 &gt;= 0（实际为 %1）</translation>
    </message>
    <message>
        <source>must be a list of events (- fail: {rack: r0})</source>
        <translation>必须是事件列表（- fail: {rack: r0}）</translation>
    </message>
    <message>
        <source>an event cannot happen before its fork&apos;s time (%1)</source>
        <translation>事件不能早于其分支的时刻（%1）</translation>
    </message>
    <message>
        <source>an event needs one of %1</source>
        <translation>事件需要以下之一：%1</translation>
    </message>
    <message>
        <source>an event does one thing; this one has %1 (make them separate events)</source>
        <translation>一个事件只做一件事；此事件含有 %1（请拆分为多个事件）</translation>
    </message>
    <message>
        <source>must be a list of machine names</source>
        <translation>必须是机器名称列表</translation>
    </message>
    <message>
        <source>no machine is called &apos;%1&apos;%2</source>
        <translation>没有名为 &apos;%1&apos; 的机器%2</translation>
    </message>
    <message>
        <source>no rack is called &apos;%1&apos;%2</source>
        <translation>没有名为 &apos;%1&apos; 的机架%2</translation>
    </message>
    <message>
        <source>no GPU type is called &apos;%1&apos;%2</source>
        <translation>没有名为 &apos;%1&apos; 的 GPU 类型%2</translation>
    </message>
    <message>
        <source>the cluster has %1 machines of type %2, not %3</source>
        <translation>该集群有 %1 台 %2 类型的机器，而不是 %3 台</translation>
    </message>
    <message>
        <source>name the machines: {machines: [..]}, {rack: ..} or {gpu_type: .., count: ..}</source>
        <translation>请指定机器：{machines: [..]}、{rack: ..} 或 {gpu_type: .., count: ..}</translation>
    </message>
    <message>
        <source>must be a mapping (a %1 section)</source>
        <translation>必须是映射（一个 %1 节）</translation>
    </message>
    <message>
        <source>a price event needs price_per_hour or spot_price_per_hour</source>
        <translation>价格事件需要 price_per_hour 或 spot_price_per_hour</translation>
    </message>
    <message>
        <source>events belong to a fork: give the variant an &apos;at&apos; (the time it starts from)</source>
        <translation>事件属于分支：请为该变体指定 &apos;at&apos;（其开始的时刻）</translation>
    </message>
    <message>
        <source>there is no variant %1</source>
        <translation>没有变体 %1</translation>
    </message>
    <message>
        <source>the file is empty; a scenario starts with &apos;gantry: 1&apos;</source>
        <translation>文件为空；场景以 &apos;gantry: 1&apos; 开头</translation>
    </message>
    <message>
        <source>a scenario is a mapping of keys (gantry, name, cluster, ...)</source>
        <translation>场景是由键组成的映射（gantry、name、cluster 等）</translation>
    </message>
    <message>
        <source>this file is format %1, newer than this Gantry supports (1); please upgrade Gantry</source>
        <translation>此文件为格式 %1，比此 Gantry 支持的格式（1）新；请升级 Gantry</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>must be a whole number between 0 and 18446744073709551615 (got &apos;%1&apos;)</source>
        <translation>必须是 0 到 18446744073709551615 之间的整数（实际为 &apos;%1&apos;）</translation>
    </message>
    <message>
        <source>unknown speed model &apos;%1&apos;%2; known: %3</source>
        <translation>未知的速度模型 &apos;%1&apos;%2；已知：%3</translation>
    </message>
    <message>
        <source>has %1 values; the scenario&apos;s %2 models need %3 x %4 = %5 (row by row, in the order of the models)</source>
        <translation>有 %1 个值；该场景的 %2 个模型需要 %3 × %4 = %5 个（逐行，按模型顺序）</translation>
    </message>
    <message>
        <source>must be a non-empty list of GPU types ({name: V100, speed: 1.0, ...})</source>
        <translation>必须是非空的 GPU 类型列表（{name: V100, speed: 1.0, ...}）</translation>
    </message>
    <message>
        <source>GPU type &apos;%1&apos; is defined twice</source>
        <translation>GPU 类型 &apos;%1&apos; 被定义了两次</translation>
    </message>
    <message>
        <source>unknown GPU type &apos;%1&apos;%2; defined in cluster.gpu_types: %3</source>
        <translation>未知的 GPU 类型 &apos;%1&apos;%2；cluster.gpu_types 中定义的有：%3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>use either shape or racks, not both</source>
        <translation>请使用 shape 或 racks 之一，不能同时使用</translation>
    </message>
    <message>
        <source>the cluster needs racks (or the shorthand shape: RxMxG)</source>
        <translation>集群需要 racks（或简写 shape: RxMxG）</translation>
    </message>
    <message>
        <source>must be RACKSxMACHINESxGPUS with positive whole numbers, e.g. 2x32x8 (got &apos;%1&apos;)</source>
        <translation>必须是由正整数组成的 机架数x机器数xGPU数，例如 2x32x8（实际为 &apos;%1&apos;）</translation>
    </message>
    <message>
        <source>at most 64 GPUs per machine</source>
        <translation>每台机器最多 64 个 GPU</translation>
    </message>
    <message>
        <source>at most %1 machines</source>
        <translation>最多 %1 台机器</translation>
    </message>
    <message>
        <source>gpu_type goes with shape; with racks, each machine names its gpu_type</source>
        <translation>gpu_type 与 shape 搭配使用；使用 racks 时，每台机器各自指定 gpu_type</translation>
    </message>
    <message>
        <source>missing required key &apos;gpu_types&apos; in cluster</source>
        <translation>cluster 中缺少必需的键 &apos;gpu_types&apos;</translation>
    </message>
    <message>
        <source>must be a non-empty list of racks</source>
        <translation>必须是非空的机架列表</translation>
    </message>
    <message>
        <source>rack &apos;%1&apos; is defined twice</source>
        <translation>机架 &apos;%1&apos; 被定义了两次</translation>
    </message>
    <message>
        <source>must be a list of machines</source>
        <translation>必须是机器列表</translation>
    </message>
    <message>
        <source>missing required key &apos;gpu_type&apos; (the cluster has several GPU types)</source>
        <translation>缺少必需的键 &apos;gpu_type&apos;（该集群有多种 GPU 类型）</translation>
    </message>
    <message>
        <source>the cluster would have more than %1 machines</source>
        <translation>集群将超过 %1 台机器</translation>
    </message>
    <message>
        <source>machine &apos;%1&apos; is defined twice</source>
        <translation>机器 &apos;%1&apos; 被定义了两次</translation>
    </message>
    <message>
        <source>must be a non-empty list of model profiles</source>
        <translation>必须是非空的模型配置列表</translation>
    </message>
    <message>
        <source>model &apos;%1&apos; is defined twice</source>
        <translation>模型 &apos;%1&apos; 被定义了两次</translation>
    </message>
    <message>
        <source>must be at most 1000000 (shares are relative)</source>
        <translation>最多为 1000000（份额是相对值）</translation>
    </message>
    <message>
        <source>must be a non-empty list of tenants (- {name: research, quota: 32})</source>
        <translation>必须是非空的租户列表（- {name: research, quota: 32}）</translation>
    </message>
    <message>
        <source>tenant &apos;%1&apos; is declared twice</source>
        <translation>租户 &apos;%1&apos; 被声明了两次</translation>
    </message>
    <message>
        <source>the cluster has no GPU type &apos;%1&apos;%2; it has: %3</source>
        <translation>该集群没有 GPU 类型 &apos;%1&apos;%2；它有：%3</translation>
    </message>
    <message>
        <source>is below the tenant&apos;s quota (%1 GPUs): a limit caps what it may borrow</source>
        <translation>低于该租户的配额（%1 个 GPU）：limit 限制的是它可以借用的量</translation>
    </message>
    <message>
        <source>must be a non-empty list of VC or user names</source>
        <translation>必须是非空的 VC 或用户名列表</translation>
    </message>
    <message>
        <source>only one tenant may take the jobs no other tenant claims</source>
        <translation>只有一个租户可以接收其他租户都不认领的作业</translation>
    </message>
    <message>
        <source>&apos;%1&apos; already belongs to tenant &apos;%2&apos;</source>
        <translation>&apos;%1&apos; 已属于租户 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>use either trace or generator, not both</source>
        <translation>请使用 trace 或 generator 之一，不能同时使用</translation>
    </message>
    <message>
        <source>the workload needs a trace file or a generator</source>
        <translation>工作负载需要轨迹文件或生成器</translation>
    </message>
    <message>
        <source>generator_params needs a generator</source>
        <translation>generator_params 需要 generator</translation>
    </message>
    <message>
        <source>unknown architecture &apos;%1&apos;%2; known: %3</source>
        <translation>未知的架构 &apos;%1&apos;%2；已知：%3</translation>
    </message>
    <message>
        <source>must be vc or user (the job field that names its tenant; got &apos;%1&apos;)</source>
        <translation>必须是 vc 或 user（指明作业所属租户的字段；实际为 &apos;%1&apos;）</translation>
    </message>
    <message>
        <source>must be a list of job overrides ({id: ..., duration: ...})</source>
        <translation>必须是作业覆盖的列表（{id: ..., duration: ...}）</translation>
    </message>
    <message>
        <source>job &apos;%1&apos; is overridden twice (first in workload.overrides[%2])</source>
        <translation>作业 &apos;%1&apos; 被覆盖了两次（首次在 workload.overrides[%2]）</translation>
    </message>
    <message>
        <source>must be at least 1 second (got %1)</source>
        <translation>必须至少为 1 秒（实际为 %1）</translation>
    </message>
    <message>
        <source>must be a list of machine shapes ({gpu_type, gpus, min, max})</source>
        <translation>必须是机器形态列表（{gpu_type, gpus, min, max}）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of cluster.gpu_types (its prices are taken from there)</source>
        <translation>&apos;%1&apos; 不在 cluster.gpu_types 中（价格取自那里）</translation>
    </message>
    <message>
        <source>is below min (%1)</source>
        <translation>小于 min（%1）</translation>
    </message>
    <message>
        <source>the shapes&apos; max add up to %1 machines, more than a cluster may have (%2)</source>
        <translation>各形态的 max 合计 %1 台机器，超过集群允许的数量（%2）</translation>
    </message>
    <message>
        <source>must be a list of policy sections ({ordering: tiresias})</source>
        <translation>必须是策略节的列表（{ordering: tiresias}）</translation>
    </message>
    <message>
        <source>must be a policy section ({ordering: ..., placement: ...})</source>
        <translation>必须是策略节（{ordering: ..., placement: ...}）</translation>
    </message>
    <message>
        <source>splits the tenants&apos; quotas, and the scenario declares none (add a tenants: section)</source>
        <translation>用于划分租户的配额，而该场景没有声明租户（请添加 tenants: 节）</translation>
    </message>
    <message>
        <source>must be a list of splits (- {name: ..., tenants: [...]})</source>
        <translation>必须是划分的列表（- {name: ..., tenants: [...]}）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; names two splits</source>
        <translation>&apos;%1&apos; 被用作两个划分的名称</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of the scenario&apos;s tenants (a split changes quotas, not who the tenants are)</source>
        <translation>&apos;%1&apos; 不是该场景的租户（划分只改变配额，不改变租户是谁）</translation>
    </message>
    <message>
        <source>must map tenant names to their levels ({team-b: {p95_wait_hours: 2}})</source>
        <translation>必须将租户名映射到其服务水平（{team-b: {p95_wait_hours: 2}}）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of the scenario&apos;s tenants</source>
        <translation>&apos;%1&apos; 不是该场景的租户</translation>
    </message>
    <message>
        <source>needs at least one service level (e.g. p95_wait_hours: 2)</source>
        <translation>至少需要一个服务水平（例如 p95_wait_hours: 2）</translation>
    </message>
    <message>
        <source>needs at least one service level (e.g. p95_jct_hours: 6)</source>
        <translation>至少需要一个服务水平（例如 p95_jct_hours: 6）</translation>
    </message>
    <message>
        <source>must be a list of 1 to 100 workload seeds</source>
        <translation>必须是包含 1 到 100 个工作负载随机种子的列表</translation>
    </message>
    <message>
        <source>must be a list of variants (- name: ..., &lt;changes&gt;)</source>
        <translation>必须是变体列表（- name: ..., &lt;更改&gt;）</translation>
    </message>
    <message>
        <source>variant &apos;%1&apos; is defined twice</source>
        <translation>变体 &apos;%1&apos; 被定义了两次</translation>
    </message>
    <message>
        <source>in variant &apos;%1&apos;: %2</source>
        <translation>在变体 &apos;%1&apos; 中：%2</translation>
    </message>
    <message>
        <source>not valid YAML: %1</source>
        <translation>不是有效的 YAML：%1</translation>
    </message>
    <message>
        <source>the scenario is too large to load</source>
        <translation>场景过大，无法加载</translation>
    </message>
    <message>
        <source>a variant overlay must be a mapping (e.g. policy: {ordering: sjf})</source>
        <translation>变体覆盖必须是映射（例如 policy: {ordering: sjf}）</translation>
    </message>
    <message>
        <source>overlay could not be read: %1</source>
        <translation>无法读取覆盖：%1</translation>
    </message>
    <message>
        <source>overlay could not be made: %1</source>
        <translation>无法生成覆盖：%1</translation>
    </message>
    <message>
        <source> (did you mean &apos;%1&apos;?)</source>
        <extracomment>Follows a name that is not known: &quot;unknown key &apos;nmae&apos; (did you mean &apos;name&apos;?)&quot;</extracomment>
        <translation>（您是否指 &apos;%1&apos;？）</translation>
    </message>
    <message>
        <source>nesting too deep (more than %1 levels, or an alias that contains itself)</source>
        <translation>嵌套过深（超过 %1 层，或某个别名包含其自身）</translation>
    </message>
    <message>
        <source>the document expands to more than %1 values (too many aliases?)</source>
        <translation>文档展开后超过 %1 个值（别名过多？）</translation>
    </message>
    <message>
        <source>file is too large (%1 bytes; limit %2)</source>
        <translation>文件过大（%1 字节；上限 %2）</translation>
    </message>
    <message>
        <source>unexpected content after the end of the scenario (only one YAML document is allowed; a stray &apos;,&apos; or &apos;---&apos;?)</source>
        <translation>场景结束后有意外的内容（只允许一个 YAML 文档；是否有多余的 &apos;,&apos; 或 &apos;---&apos;？）</translation>
    </message>
    <message>
        <source>nesting too deep</source>
        <translation>嵌套过深</translation>
    </message>
    <message>
        <source>duplicate key &apos;%1&apos;</source>
        <translation>重复的键 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown workload generator &apos;%1&apos; (known: %2)</source>
        <translation>未知的工作负载生成器 &apos;%1&apos;（已知：%2）</translation>
    </message>
    <message>
        <source>%1 (%2) is above %3 (%4)</source>
        <translation>%1（%2）大于 %3（%4）</translation>
    </message>
    <message>
        <source>out of memory while generating the workload</source>
        <translation>生成工作负载时内存不足</translation>
    </message>
    <message>
        <source>the scenario declares no tenants, so there is no tenant setup to export (docs/tenants.md: tenants, quotas and borrowing)</source>
        <translation>该场景没有声明租户，因此没有可导出的租户配置（docs/tenants.md：租户、配额与借用）</translation>
    </message>
    <message>
        <source>sharing policy &apos;%1&apos; has no Kueue or Slurm mapping yet (exported: %2)</source>
        <translation>共享策略 &apos;%1&apos; 尚无对应的 Kueue 或 Slurm 配置（可导出：%2）</translation>
    </message>
    <message>
        <source>GPU type &apos;%1&apos; has no letter or digit to name it by</source>
        <translation>GPU 类型 &apos;%1&apos; 没有可用于命名的字母或数字</translation>
    </message>
    <message>
        <source>GPU types &apos;%1&apos; and &apos;%2&apos; are both &apos;%3&apos; as Kubernetes and Slurm names; rename one</source>
        <translation>GPU 类型 &apos;%1&apos; 和 &apos;%2&apos; 作为 Kubernetes 和 Slurm 名称都是 &apos;%3&apos;；请重命名其中一个</translation>
    </message>
    <message>
        <source>Kueue takes at most 64 flavors in a resource group; the cluster has %1 GPU types</source>
        <translation>Kueue 的一个资源组最多容纳 64 个 flavor；该集群有 %1 种 GPU 类型</translation>
    </message>
    <message>
        <source>tenant &apos;%1&apos; has no letter or digit to name it by</source>
        <translation>租户 &apos;%1&apos; 没有可用于命名的字母或数字</translation>
    </message>
    <message>
        <source>tenants &apos;%1&apos; and &apos;%2&apos; are both &apos;%3&apos; as Kubernetes and Slurm names; rename one</source>
        <translation>租户 &apos;%1&apos; 和 &apos;%2&apos; 作为 Kubernetes 和 Slurm 名称都是 &apos;%3&apos;；请重命名其中一个</translation>
    </message>
    <message>
        <source>tenant &apos;%1&apos; has the name of the ClusterQueue that lends the GPUs in nobody&apos;s quota (&apos;%2&apos;); rename it</source>
        <translation>租户 &apos;%1&apos; 与出借不属于任何配额的 GPU 的 ClusterQueue 同名（&apos;%2&apos;）；请重命名</translation>
    </message>
    <message>
        <source>machine &apos;%1&apos; cannot be a Slurm node name (a host name: letters, digits, &apos;-&apos;, &apos;.&apos; and &apos;_&apos;, starting with a letter or digit)</source>
        <translation>机器 &apos;%1&apos; 不能作为 Slurm 节点名（主机名：字母、数字、&apos;-&apos;、&apos;.&apos; 和 &apos;_&apos;，以字母或数字开头）</translation>
    </message>
    <message>
        <source>unknown trace format &apos;%1&apos; (known: %2)</source>
        <translation>未知的轨迹格式 &apos;%1&apos;（已知：%2）</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>submissions span more than 30 years: this row is submitted %1 s after the earliest (line %2) and far from most rows; is its time in another unit, or a default date?</source>
        <translation>提交时间跨度超过 30 年：此行的提交时间比最早的一行（第 %2 行）晚 %1 秒，且远离大多数行；其时间是否使用了其他单位，或是默认日期？</translation>
    </message>
    <message>
        <source>submissions span more than 30 years: this row is submitted %1 s before the latest (line %2) and far from most rows; is its time in another unit, or a default date?</source>
        <translation>提交时间跨度超过 30 年：此行的提交时间比最晚的一行（第 %2 行）早 %1 秒，且远离大多数行；其时间是否使用了其他单位，或是默认日期？</translation>
    </message>
    <message>
        <source>out of memory while importing the trace</source>
        <translation>导入轨迹时内存不足</translation>
    </message>
    <message>
        <source>cannot tell the trace&apos;s format from its first lines; name it (one of: %1)</source>
        <translation>无法从前几行判断轨迹格式；请指定格式（可选：%1）</translation>
    </message>
    <message>
        <source>needs a mapping of keys and values</source>
        <translation>需要键值映射</translation>
    </message>
    <message>
        <source>must be a mapping of keys and values, not a list</source>
        <translation>必须是键值映射，而不是列表</translation>
    </message>
    <message>
        <source>must be a mapping of keys and values, not a single value</source>
        <translation>必须是键值映射，而不是单个值</translation>
    </message>
    <message>
        <source>keys must be plain names</source>
        <translation>键必须是普通名称</translation>
    </message>
    <message>
        <source>duplicate key &apos;%1&apos; (first at line %2)</source>
        <translation>重复的键 &apos;%1&apos;（首次出现在第 %2 行）</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;%2; known keys: %3</source>
        <extracomment>%2 is &quot; (did you mean &apos;x&apos;?)&quot; or nothing</extracomment>
        <translation>未知的键 &apos;%1&apos;%2；已知的键：%3</translation>
    </message>
    <message>
        <source>missing required key &apos;%1&apos;</source>
        <translation>缺少必需的键 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>missing required key &apos;%1&apos; in %2</source>
        <translation>%2 中缺少必需的键 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>needs %1</source>
        <extracomment>%1 is what the value should be: &quot;a number&quot;, &quot;text&quot;, &quot;true or false&quot;, ...</extracomment>
        <translation>需要%1</translation>
    </message>
    <message>
        <source>must be %1, not a list</source>
        <translation>必须是%1，而不是列表</translation>
    </message>
    <message>
        <source>must be %1, not a mapping</source>
        <translation>必须是%1，而不是映射</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>must be a number, not quoted text</source>
        <translation>必须是数字，而不是带引号的文本</translation>
    </message>
    <message>
        <source>must be a finite number (not NaN or infinity)</source>
        <translation>必须是有限数（不能是 NaN 或无穷大）</translation>
    </message>
    <message>
        <source>number &apos;%1&apos; is out of range</source>
        <translation>数字 &apos;%1&apos; 超出范围</translation>
    </message>
    <message>
        <source>must be a number (got &apos;%1&apos;)</source>
        <translation>必须是数字（实际为 &apos;%1&apos;）</translation>
    </message>
    <message>
        <source>must be &gt; 0 (got %1)</source>
        <translation>必须 &gt; 0（实际为 %1）</translation>
    </message>
    <message>
        <source>must be &gt;= 1 (got %1)</source>
        <translation>必须 &gt;= 1（实际为 %1）</translation>
    </message>
    <message>
        <source>must be in [0, 1) (got %1)</source>
        <translation>必须在 [0, 1) 内（实际为 %1）</translation>
    </message>
    <message>
        <source>must be a whole number (got %1)</source>
        <translation>必须是整数（实际为 %1）</translation>
    </message>
    <message>
        <source>must be between %1 and %2 (got %3)</source>
        <translation>必须在 %1 到 %2 之间（实际为 %3）</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous in YAML; write true or false</source>
        <translation>&apos;%1&apos; 在 YAML 中有歧义；请写 true 或 false</translation>
    </message>
    <message>
        <source>must be true or false (got &apos;%1&apos;)</source>
        <translation>必须是 true 或 false（实际为 &apos;%1&apos;）</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>needs a value</source>
        <translation>需要一个值</translation>
    </message>
    <message>
        <source>a parameter is a number, text, true/false or a list of numbers</source>
        <translation>参数是数字、文本、true/false 或数字列表</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous in YAML; write true or false (or quote it if you mean text)</source>
        <translation>&apos;%1&apos; 在 YAML 中有歧义；请写 true 或 false（如果指的是文本，请加引号）</translation>
    </message>
    <message>
        <source>never started (empty duration_s)</source>
        <translation>从未启动（duration_s 为空）</translation>
    </message>
    <message>
        <source>never started (empty duration_s, status %1)</source>
        <translation>从未启动（duration_s 为空，状态 %1）</translation>
    </message>
    <message>
        <source>the throughput file is empty</source>
        <translation>吞吐量文件为空</translation>
    </message>
    <message>
        <source>must be more than 0</source>
        <translation>必须大于 0</translation>
    </message>
    <message>
        <source>the throughput file has no v100 rows</source>
        <translation>吞吐量文件中没有 v100 行</translation>
    </message>
    <message>
        <source>expected 7 or 10 tab-separated fields, found %1</source>
        <translation>应有 7 或 10 个以制表符分隔的字段，实际为 %1</translation>
    </message>
    <message>
        <source>no V100 throughput for job type %1 at scale factor %2 or smaller</source>
        <translation>作业类型 %1 在缩放因子 %2 或更小时没有 V100 吞吐量数据</translation>
    </message>
    <message>
        <source>is before start_time</source>
        <translation>早于 start_time</translation>
    </message>
    <message>
        <source>never started (no duration or start/end time)</source>
        <translation>从未启动（没有时长或开始/结束时间）</translation>
    </message>
    <message>
        <source>not a text file (it contains NUL bytes)</source>
        <translation>不是文本文件（含有 NUL 字节）</translation>
    </message>
    <message>
        <source>invalid CSV: %1</source>
        <translation>无效的 CSV：%1</translation>
    </message>
    <message>
        <source>the file has no header line</source>
        <translation>文件没有表头行</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <source>is empty (a number is required)</source>
        <translation>为空（需要一个数字）</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 不是数字</translation>
    </message>
    <message>
        <source>%1 is not a finite number</source>
        <translation>%1 不是有限数</translation>
    </message>
    <message>
        <source>must not be negative (got %1)</source>
        <translation>不能为负（实际为 %1）</translation>
    </message>
    <message>
        <source>is empty (a time is required)</source>
        <translation>为空（需要一个时间）</translation>
    </message>
    <message>
        <source>%1 is neither seconds nor a &apos;YYYY-MM-DD HH:MM:SS&apos; time</source>
        <translation>%1 既不是秒数，也不是 &apos;YYYY-MM-DD HH:MM:SS&apos; 格式的时间</translation>
    </message>
    <message>
        <source>%1 is not a finite time</source>
        <translation>%1 不是有限的时间</translation>
    </message>
    <message>
        <source>must be more than 0 GPUs (got %1)</source>
        <translation>必须多于 0 个 GPU（实际为 %1）</translation>
    </message>
    <message>
        <source>is implausibly large (%1 GPUs)</source>
        <translation>大得不合理（%1 个 GPU）</translation>
    </message>
    <message>
        <source>is empty (every job needs an id)</source>
        <translation>为空（每个作业都需要 ID）</translation>
    </message>
    <message>
        <source>CPU-only job (%1 = 0)</source>
        <translation>仅使用 CPU 的作业（%1 = 0）</translation>
    </message>
    <message>
        <source>must be a non-negative number of seconds (got %1)</source>
        <translation>必须是非负的秒数（实际为 %1）</translation>
    </message>
    <message>
        <source>is implausibly long (%1 s is more than 30 years)</source>
        <translation>长得不合理（%1 秒超过 30 年）</translation>
    </message>
    <message>
        <source>ran for 0 s</source>
        <translation>运行了 0 秒</translation>
    </message>
    <message>
        <source>%1 is used twice (first on line %2)</source>
        <translation>%1 被使用了两次（首次在第 %2 行）</translation>
    </message>
    <message>
        <source>required column %1 is missing from the header (found: %2)</source>
        <translation>表头中缺少必需的列 %1（已找到：%2）</translation>
    </message>
    <message>
        <source>expected a time, found %1</source>
        <translation>应为时间，实际为 %1</translation>
    </message>
    <message>
        <source>%1 is not a time like 2026-03-02T09:00:00Z</source>
        <translation>%1 不是形如 2026-03-02T09:00:00Z 的时间</translation>
    </message>
    <message>
        <source>expected a whole number of GPUs</source>
        <translation>GPU 数应为整数</translation>
    </message>
    <message>
        <source>expected the output of kubectl get jobs -o json (a List with items)</source>
        <translation>应为 kubectl get jobs -o json 的输出（带 items 的 List）</translation>
    </message>
    <message>
        <source>expected a Job object, found %1</source>
        <translation>应为 Job 对象，实际为 %1</translation>
    </message>
    <message>
        <source>not a Job (kind %1)</source>
        <translation>不是 Job（kind 为 %1）</translation>
    </message>
    <message>
        <source>is missing or empty</source>
        <translation>缺失或为空</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>expected a whole number of pods</source>
        <translation>Pod 数应为整数</translation>
    </message>
    <message>
        <source>never started (no status.startTime; suspended or pending)</source>
        <translation>从未启动（没有 status.startTime；已挂起或等待中）</translation>
    </message>
    <message>
        <source>still running when exported (no completionTime)</source>
        <translation>导出时仍在运行（没有 completionTime）</translation>
    </message>
    <message>
        <source>is before status.startTime</source>
        <translation>早于 status.startTime</translation>
    </message>
    <message>
        <source>is empty (every pod needs a name)</source>
        <translation>为空（每个 Pod 都需要名称）</translation>
    </message>
    <message>
        <source>CPU-only pod (%1 = 0)</source>
        <translation>仅使用 CPU 的 Pod（%1 = 0）</translation>
    </message>
    <message>
        <source>pending: never scheduled (empty scheduled_time)</source>
        <translation>等待中：从未被调度（scheduled_time 为空）</translation>
    </message>
    <message>
        <source>pending: never scheduled (empty scheduled_time, pod_phase %1)</source>
        <translation>等待中：从未被调度（scheduled_time 为空，pod_phase 为 %1）</translation>
    </message>
    <message>
        <source>no deletion time</source>
        <translation>没有删除时间</translation>
    </message>
    <message>
        <source>is before scheduled_time</source>
        <translation>早于 scheduled_time</translation>
    </message>
    <message>
        <source>pai-v2020 needs the task table (pai_task_table.csv) as the companion file: %1</source>
        <translation>pai-v2020 需要任务表（pai_task_table.csv）作为配套文件：%1</translation>
    </message>
    <message>
        <source>expected 10 columns (job_name,task_name,inst_num,status,start_time,end_time,plan_cpu,plan_mem,plan_gpu,gpu_type), found %1</source>
        <translation>应有 10 列（job_name,task_name,inst_num,status,start_time,end_time,plan_cpu,plan_mem,plan_gpu,gpu_type），实际为 %1</translation>
    </message>
    <message>
        <source>%1 is not a non-negative number</source>
        <translation>%1 不是非负数</translation>
    </message>
    <message>
        <source>expected 6 columns (job_name,inst_id,user,status,start_time,end_time), found %1</source>
        <translation>应有 6 列（job_name,inst_id,user,status,start_time,end_time），实际为 %1</translation>
    </message>
    <message>
        <source>no tasks in the task table</source>
        <translation>任务表中没有任务</translation>
    </message>
    <message>
        <source>CPU-only job (no task plans a GPU in %1, from line %2)</source>
        <translation>仅使用 CPU 的作业（%1 中从第 %2 行起没有任务计划使用 GPU）</translation>
    </message>
    <message>
        <source>not finished when the trace was taken (status unknown)</source>
        <translation>记录轨迹时尚未结束（状态未知）</translation>
    </message>
    <message>
        <source>not finished when the trace was taken (status %1)</source>
        <translation>记录轨迹时尚未结束（状态 %1）</translation>
    </message>
    <message>
        <source>expected a JSON list of jobs, found %1</source>
        <translation>应为作业的 JSON 列表，实际为 %1</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>不能为负</translation>
    </message>
    <message>
        <source>%1 is not a GPU count</source>
        <translation>%1 不是 GPU 数量</translation>
    </message>
    <message>
        <source>expected a job object, found %1</source>
        <translation>应为作业对象，实际为 %1</translation>
    </message>
    <message>
        <source>no submit time (None)</source>
        <translation>没有提交时间（None）</translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation>应为列表，实际为 %1</translation>
    </message>
    <message>
        <source>never scheduled (no attempts)</source>
        <translation>从未被调度（没有 attempts）</translation>
    </message>
    <message>
        <source>expected an attempt object</source>
        <translation>应为尝试（attempt）对象</translation>
    </message>
    <message>
        <source>an attempt has no start time (None)</source>
        <translation>某次尝试没有开始时间（None）</translation>
    </message>
    <message>
        <source>still running when the trace was taken (last end_time None)</source>
        <translation>记录轨迹时仍在运行（最后的 end_time 为 None）</translation>
    </message>
    <message>
        <source>an attempt has no end time (None)</source>
        <translation>某次尝试没有结束时间（None）</translation>
    </message>
    <message>
        <source>ends before it starts</source>
        <translation>结束时间早于开始时间</translation>
    </message>
    <message>
        <source>expected a list of hosts, found %1</source>
        <translation>应为主机列表，实际为 %1</translation>
    </message>
    <message>
        <source>expected a host object, found %1</source>
        <translation>应为主机对象，实际为 %1</translation>
    </message>
    <message>
        <source>expected a list of GPU ids, found %1 (%2)</source>
        <translation>应为 GPU ID 列表，实际为 %1（%2）</translation>
    </message>
    <message>
        <source>expected a list of GPU ids, found %1</source>
        <translation>应为 GPU ID 列表，实际为 %1</translation>
    </message>
    <message>
        <source>no GPUs in the first attempt</source>
        <translation>第一次尝试中没有 GPU</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>应为数字，实际为 %1</translation>
    </message>
    <message>
        <source>no run time</source>
        <translation>没有运行时间</translation>
    </message>
    <message>
        <source>expected minutes, found %1</source>
        <translation>应为分钟数，实际为 %1</translation>
    </message>
    <message>
        <source>a job step, not a job (export with sacct --allocations)</source>
        <translation>这是作业步骤而不是作业（请用 sacct --allocations 导出）</translation>
    </message>
    <message>
        <source>an earlier run of a requeued job (its last run is replayed)</source>
        <translation>重新排队作业的较早一次运行（重放的是其最后一次运行）</translation>
    </message>
    <message>
        <source>never started (state %1)</source>
        <translation>从未启动（状态 %1）</translation>
    </message>
    <message>
        <source>still running when exported (no End)</source>
        <translation>导出时仍在运行（没有 End）</translation>
    </message>
    <message>
        <source>is before Start</source>
        <translation>早于 Start</translation>
    </message>
    <message>
        <source>CPU-only job (no gres/gpu in %1)</source>
        <translation>仅使用 CPU 的作业（%1 中没有 gres/gpu）</translation>
    </message>
    <message>
        <source>no duration</source>
        <translation>没有时长</translation>
    </message>
    <message>
        <source>not a Gantry model file (expected a &apos;%1&apos; header)</source>
        <translation>不是 Gantry 模型文件（应有 &apos;%1&apos; 文件头）</translation>
    </message>
    <message>
        <source>the model file has no checksum (it was written by an older Gantry, or edited): train the model again</source>
        <translation>模型文件没有校验和（由旧版 Gantry 写入，或被编辑过）：请重新训练模型</translation>
    </message>
    <message>
        <source>the model file is corrupt: its content does not match its checksum (a changed or truncated file); train the model again or restore the file</source>
        <translation>模型文件已损坏：其内容与校验和不符（文件被修改或截断）；请重新训练模型或恢复该文件</translation>
    </message>
    <message>
        <source>the model file has no &apos;%1&apos;</source>
        <translation>模型文件中没有 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>not an integer: &apos;%1&apos;</source>
        <translation>不是整数：&apos;%1&apos;</translation>
    </message>
    <message>
        <source>not a list of sizes: &apos;%1&apos;</source>
        <translation>不是尺寸列表：&apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown network kind &apos;%1&apos;</source>
        <translation>未知的网络类型 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected channels,height,width</source>
        <translation>应为 channels,height,width</translation>
    </message>
    <message>
        <source>expected servers,server_features,heads</source>
        <translation>应为 servers,server_features,heads</translation>
    </message>
    <message>
        <source>not a seed: &apos;%1&apos;</source>
        <translation>不是随机种子：&apos;%1&apos;</translation>
    </message>
    <message>
        <source>the file is truncated or corrupt: header says %1 bytes of weights, found %2</source>
        <translation>文件被截断或已损坏：文件头声明权重为 %1 字节，实际为 %2</translation>
    </message>
    <message>
        <source>implausible network shape</source>
        <translation>网络形状不合理</translation>
    </message>
    <message>
        <source>inconsistent TopDRL network shape</source>
        <translation>TopDRL 网络形状不一致</translation>
    </message>
    <message>
        <source>inconsistent dual-agent network shape</source>
        <translation>双智能体网络形状不一致</translation>
    </message>
    <message>
        <source>inconsistent Harmony network shape</source>
        <translation>Harmony 网络形状不一致</translation>
    </message>
    <message>
        <source>implausible hidden width</source>
        <translation>隐藏层宽度不合理</translation>
    </message>
    <message>
        <source>a DL2 model needs a %1 x J state and 3J + 1 actions; this file has input %2, actions %3 (window %4)</source>
        <translation>DL2 模型需要 %1 × J 的状态和 3J + 1 个动作；此文件的输入为 %2，动作为 %3（窗口 %4）</translation>
    </message>
    <message>
        <source>the cluster has no machines</source>
        <translation>该集群没有机器</translation>
    </message>
    <message>
        <source>the dual-agent model was trained on a cluster of %1 machines; scenario &apos;%2&apos; has %3</source>
        <translation>双智能体模型是在 %1 台机器的集群上训练的；场景 &apos;%2&apos; 有 %3 台</translation>
    </message>
    <message>
        <source>the model&apos;s observation or action shape does not match a dual-agent network</source>
        <translation>模型的观测或动作形状与双智能体网络不匹配</translation>
    </message>
    <message>
        <source>hyper-parameter width must be a multiple of 4 (the attention heads)</source>
        <translation>超参数 width 必须是 4 的倍数（注意力头数）</translation>
    </message>
    <message>
        <source>the model was trained on a cluster of %1 servers; scenario &apos;%2&apos; has %3</source>
        <translation>该模型是在 %1 台服务器的集群上训练的；场景 &apos;%2&apos; 有 %3 台</translation>
    </message>
    <message>
        <source>the model&apos;s observation or action shape does not match a Harmony network</source>
        <translation>模型的观测或动作形状与 Harmony 网络不匹配</translation>
    </message>
    <message>
        <source>unknown learned scheduler &apos;%1&apos; (known: %2)</source>
        <translation>未知的学习型调度器 &apos;%1&apos;（已知：%2）</translation>
    </message>
    <message>
        <source>scheduler &apos;%1&apos; needs a trained model: model: FILE</source>
        <translation>调度器 &apos;%1&apos; 需要已训练的模型：model: FILE</translation>
    </message>
    <message>
        <source>the model was trained for &apos;%1&apos;, not &apos;%2&apos;</source>
        <translation>该模型是为 &apos;%1&apos; 训练的，而不是 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>TopDRL needs machines with equal GPU counts (its cluster image is machines x GPUs per machine)</source>
        <translation>TopDRL 需要 GPU 数量相同的机器（其集群图像为机器数 × 每台机器的 GPU 数）</translation>
    </message>
    <message>
        <source>the model was trained on a cluster of %1 machines x %2 GPUs; scenario &apos;%3&apos; has %4 machines x %5 GPUs</source>
        <translation>该模型是在 %1 台机器 × %2 个 GPU 的集群上训练的；场景 &apos;%3&apos; 有 %4 台机器 × %5 个 GPU</translation>
    </message>
    <message>
        <source>the model&apos;s observation or action shape does not match a TopDRL network</source>
        <translation>模型的观测或动作形状与 TopDRL 网络不匹配</translation>
    </message>
    <message>
        <source>unknown reason</source>
        <translation>未知原因</translation>
    </message>
    <message>
        <source>cannot load the LibTorch module that the learned schedulers need: %1</source>
        <translation>无法加载学习型调度器所需的 LibTorch 模块：%1</translation>
    </message>
    <message>
        <source>%1 is not Gantry&apos;s LibTorch module: %2</source>
        <translation>%1 不是 Gantry 的 LibTorch 模块：%2</translation>
    </message>
    <message>
        <source>%1 is not Gantry&apos;s LibTorch module: %2 not found</source>
        <translation>%1 不是 Gantry 的 LibTorch 模块：未找到 %2</translation>
    </message>
    <message>
        <source>%1 is a LibTorch module of another Gantry build (version %2, this is %3): install the module that came with this gantry</source>
        <translation>%1 是另一个 Gantry 构建的 LibTorch 模块（版本 %2，当前为 %3）：请安装随此 Gantry 提供的模块</translation>
    </message>
    <message>
        <source>cannot find the LibTorch module that the learned schedulers need</source>
        <translation>找不到学习型调度器所需的 LibTorch 模块</translation>
    </message>
    <message>
        <source>%1 (looked for %2; set GANTRY_TORCH_MODULE to its path)</source>
        <translation>%1（已查找：%2；请将 GANTRY_TORCH_MODULE 设为其路径）</translation>
    </message>
    <message>
        <source>unknown agent &apos;%1&apos; (known: %2)</source>
        <translation>未知的智能体 &apos;%1&apos;（已知：%2）</translation>
    </message>
    <message>
        <source>threads must be between 1 and 256</source>
        <translation>threads 必须在 1 到 256 之间</translation>
    </message>
    <message>
        <source>unknown hyper-parameter &apos;%1&apos; for %2 (known: %3)</source>
        <translation>%2 没有超参数 &apos;%1&apos;（已知：%3）</translation>
    </message>
    <message>
        <source>hyper-parameter %1 must be a whole number between %2 and %3 (got %4)</source>
        <translation>超参数 %1 必须是 %2 到 %3 之间的整数（实际为 %4）</translation>
    </message>
    <message>
        <source>hyper-parameter %1 must be between %2 and %3 (got %4)</source>
        <translation>超参数 %1 必须在 %2 到 %3 之间（实际为 %4）</translation>
    </message>
    <message>
        <source>the model is for an unknown agent &apos;%1&apos;</source>
        <translation>该模型属于未知的智能体 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>at least one seed is needed</source>
        <translation>至少需要一个随机种子</translation>
    </message>
    <message>
        <source>evaluation seeds must stay below the training seeds</source>
        <translation>评估的随机种子必须小于训练的随机种子</translation>
    </message>
    <message>
        <source>baseline &apos;%1&apos;: %2</source>
        <translation>基线 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <source>training cancelled</source>
        <translation>训练已取消</translation>
    </message>
    <message>
        <source>the file is empty; a lesson starts with &apos;gantry_lesson: 1&apos;</source>
        <translation>文件为空；课程以 &apos;gantry_lesson: 1&apos; 开头</translation>
    </message>
    <message>
        <source>a lesson is a mapping of keys (gantry_lesson, title, scenario, steps)</source>
        <translation>课程是由键组成的映射（gantry_lesson、title、scenario、steps）</translation>
    </message>
    <message>
        <source>this lesson needs a newer Gantry (it reads lesson format 1)</source>
        <translation>此课程需要更新的 Gantry（当前读取课程格式 1）</translation>
    </message>
    <message>
        <source>must be a list of citations</source>
        <translation>必须是引用文献的列表</translation>
    </message>
    <message>
        <source>must be a list of at least one step</source>
        <translation>必须是至少包含一个步骤的列表</translation>
    </message>
    <message>
        <source>another step already has the id &apos;%1&apos;</source>
        <translation>另一个步骤已使用 ID &apos;%1&apos;</translation>
    </message>
    <message>
        <source>no earlier predict step has the id &apos;%1&apos;</source>
        <translation>之前没有 ID 为 &apos;%1&apos; 的预测步骤</translation>
    </message>
    <message>
        <source>an edit between the prediction and its reveal starts a new run; reveal it before the edit</source>
        <translation>在预测与揭晓之间进行编辑会开始新的运行；请在编辑之前揭晓</translation>
    </message>
    <message>
        <source>the lesson&apos;s scenario %1 does not load (%2): %3</source>
        <translation>课程的场景 %1 无法加载（%2）：%3</translation>
    </message>
    <message>
        <source>the scenario has no variant &apos;%1&apos;%2; it has: %3</source>
        <translation>该场景没有变体 &apos;%1&apos;%2；它有：%3</translation>
    </message>
    <message>
        <source>must be a list, e.g. [{job: &quot;12&quot;}, {machine: r0-m1}]</source>
        <translation>必须是列表，例如 [{job: &quot;12&quot;}, {machine: r0-m1}]</translation>
    </message>
    <message>
        <source>must be start, end, or a mapping such as {minutes: 30}, {job: &quot;12&quot;, event: started} or {decision: wait}</source>
        <translation>必须是 start、end，或 {minutes: 30}、{job: &quot;12&quot;, event: started}、{decision: wait} 这样的映射</translation>
    </message>
    <message>
        <source>unknown job event &apos;%1&apos;%2; known: %3</source>
        <translation>未知的作业事件 &apos;%1&apos;%2；已知：%3</translation>
    </message>
    <message>
        <source>unknown decision kind &apos;%1&apos;%2; known: %3</source>
        <translation>未知的决策类型 &apos;%1&apos;%2；已知：%3</translation>
    </message>
    <message>
        <source>needs exactly one of seconds/minutes/hours (a time), event (a job&apos;s event) or decision (a decision)</source>
        <translation>需要且只能有以下之一：seconds/minutes/hours（时间）、event（作业事件）或 decision（决策）</translation>
    </message>
    <message>
        <source>a time trigger names no job</source>
        <translation>时间触发器不指定作业</translation>
    </message>
    <message>
        <source>a time trigger has no nth</source>
        <translation>时间触发器没有 nth</translation>
    </message>
    <message>
        <source>names one thing: job, machine, rack, gantt_row, series or cell</source>
        <translation>只能指定一项：job、machine、rack、gantt_row、series 或 cell</translation>
    </message>
    <message>
        <source>unknown series &apos;%1&apos;%2; known: %3</source>
        <translation>未知的序列 &apos;%1&apos;%2；已知：%3</translation>
    </message>
    <message>
        <source>unknown column &apos;%1&apos;%2; known: %3</source>
        <translation>未知的列 &apos;%1&apos;%2；已知：%3</translation>
    </message>
    <message>
        <source>unknown kind of task &apos;%1&apos;%2; known: %3</source>
        <translation>未知的任务类型 &apos;%1&apos;%2；已知：%3</translation>
    </message>
    <message>
        <source>give answer or answer_variant, not both</source>
        <translation>请给出 answer 或 answer_variant，不能同时给出</translation>
    </message>
    <message>
        <source>the teacher&apos;s answer is a variant overlay, e.g. {policy: {ordering: tiresias}}</source>
        <translation>教师的答案是变体覆盖，例如 {policy: {ordering: tiresias}}</translation>
    </message>
    <message>
        <source>needs a list of at least two options</source>
        <translation>需要至少包含两个选项的列表</translation>
    </message>
    <message>
        <source>a prediction is a number; &apos;%1&apos; is text</source>
        <translation>预测是数字；&apos;%1&apos; 是文本</translation>
    </message>
    <message>
        <source>needs at least one expectation</source>
        <translation>至少需要一个预期</translation>
    </message>
    <message>
        <source>a challenge checks numbers; &apos;%1&apos; is text</source>
        <translation>挑战检查的是数字；&apos;%1&apos; 是文本</translation>
    </message>
    <message>
        <source>needs at_least or at_most</source>
        <translation>需要 at_least 或 at_most</translation>
    </message>
    <message>
        <source>a value or {at_least, at_most}</source>
        <translation>数值或 {at_least, at_most}</translation>
    </message>
    <message>
        <source>must be a number or {at_least, at_most}</source>
        <translation>必须是数字或 {at_least, at_most}</translation>
    </message>
    <message>
        <source>the lesson&apos;s scenario does not load its workload: %1</source>
        <translation>课程的场景无法加载其工作负载：%1</translation>
    </message>
    <message>
        <source>the lesson&apos;s workload has no job &apos;%1&apos;%2</source>
        <translation>课程的工作负载中没有作业 &apos;%1&apos;%2</translation>
    </message>
    <message>
        <source>the cluster has no machine &apos;%1&apos;%2</source>
        <translation>该集群没有机器 &apos;%1&apos;%2</translation>
    </message>
    <message>
        <source>the cluster has no rack &apos;%1&apos;%2</source>
        <translation>该集群没有机架 &apos;%1&apos;%2</translation>
    </message>
    <message>
        <source>the teacher&apos;s answer does not apply: %1</source>
        <translation>教师的答案无法应用：%1</translation>
    </message>
    <message>
        <source>unknown fact &apos;%1&apos;: %2</source>
        <translation>未知的事实 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <source>cluster.gpus.&lt;GPU type&gt; is the only finer count</source>
        <translation>唯一更细的计数是 cluster.gpus.&lt;GPU 类型&gt;</translation>
    </message>
    <message>
        <source>the cluster has no GPU type &apos;%1&apos;%2</source>
        <translation>该集群没有 GPU 类型 &apos;%1&apos;%2</translation>
    </message>
    <message>
        <source>policy has scheduler, ordering, placement, sizing, sharing and backfill</source>
        <translation>policy 包含 scheduler、ordering、placement、sizing、sharing 和 backfill</translation>
    </message>
    <message>
        <source>a policy parameter is policy.&lt;part&gt;.&lt;parameter&gt;</source>
        <translation>策略参数写作 policy.&lt;部分&gt;.&lt;参数&gt;</translation>
    </message>
    <message>
        <source>no policy &apos;%1&apos;</source>
        <translation>没有策略 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the %1 policy &apos;%2&apos; has no parameter &apos;%3&apos;%4; it has none</source>
        <extracomment>%1 is a policy part (ordering, placement, ...), %2 the policy&apos;s name, %3 the parameter, %4 &quot; (did you mean &apos;x&apos;?)&quot; or nothing</extracomment>
        <translation>%1 策略 &apos;%2&apos; 没有参数 &apos;%3&apos;%4；它没有任何参数</translation>
    </message>
    <message>
        <source>the %1 policy &apos;%2&apos; has no parameter &apos;%3&apos;%4; it has: %5</source>
        <translation>%1 策略 &apos;%2&apos; 没有参数 &apos;%3&apos;%4；它有：%5</translation>
    </message>
    <message>
        <source>the scenario as saved has no field &apos;%1&apos;</source>
        <translation>保存后的场景中没有字段 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a section, not a value</source>
        <translation>&apos;%1&apos; 是一个节，而不是值</translation>
    </message>
    <message>
        <source>a job&apos;s figure is job.&lt;id&gt;.&lt;%1&gt;</source>
        <translation>作业的指标写作 job.&lt;id&gt;.&lt;%1&gt;</translation>
    </message>
    <message>
        <source>unknown figure &apos;%1&apos;%2; known: %3, job.&lt;id&gt;.&lt;%4&gt;</source>
        <translation>未知的指标 &apos;%1&apos;%2；已知：%3、job.&lt;id&gt;.&lt;%4&gt;</translation>
    </message>
    <message>
        <source>the scenario has no variant &apos;%1&apos;</source>
        <translation>该场景没有变体 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>cannot create the output folder: %1</source>
        <translation>无法创建输出文件夹：%1</translation>
    </message>
    <message>
        <source>the cluster needs at least one GPU type</source>
        <translation>集群至少需要一种 GPU 类型</translation>
    </message>
    <message>
        <source>the cluster needs at least one rack</source>
        <translation>集群至少需要一个机架</translation>
    </message>
    <message>
        <source>the cluster needs at least one machine</source>
        <translation>集群至少需要一台机器</translation>
    </message>
    <message>
        <source>a GPU type needs a name</source>
        <translation>GPU 类型需要名称</translation>
    </message>
    <message>
        <source>speed must be a positive number</source>
        <translation>速度必须是正数</translation>
    </message>
    <message>
        <source>price must be &gt;= 0</source>
        <translation>价格必须 &gt;= 0</translation>
    </message>
    <message>
        <source>must be a positive number</source>
        <translation>必须是正数</translation>
    </message>
    <message>
        <source>must be &gt;= 1</source>
        <translation>必须 &gt;= 1</translation>
    </message>
    <message>
        <source>refers to a rack that does not exist</source>
        <translation>引用了不存在的机架</translation>
    </message>
    <message>
        <source>refers to a GPU type that does not exist</source>
        <translation>引用了不存在的 GPU 类型</translation>
    </message>
    <message>
        <source>must be between 0 and 64</source>
        <translation>必须在 0 到 64 之间</translation>
    </message>
    <message>
        <source>must be &gt;= 0</source>
        <translation>必须 &gt;= 0</translation>
    </message>
    <message>
        <source>must be in [0, 1)</source>
        <translation>必须在 [0, 1) 内</translation>
    </message>
    <message>
        <source>the cluster has no GPUs</source>
        <translation>该集群没有 GPU</translation>
    </message>
    <message>
        <source>unknown parameter (known: %1)</source>
        <translation>未知的参数（已知：%1）</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>必须是有限数</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>必须是整数</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>必须是 true 或 false</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>必须是数字</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>必须是文本</translation>
    </message>
    <message>
        <source>must be a list of numbers</source>
        <translation>必须是数字列表</translation>
    </message>
    <message>
        <source>job &apos;%1&apos; (user &apos;%2&apos;) belongs to no tenant: list it in a tenant&apos;s members, or mark one tenant &apos;default: true&apos;</source>
        <translation>作业 &apos;%1&apos;（用户 &apos;%2&apos;）不属于任何租户：请将其列入某个租户的 members，或将一个租户标记为 &apos;default: true&apos;</translation>
    </message>
    <message>
        <source>job &apos;%1&apos; (VC &apos;%2&apos;) belongs to no tenant: list it in a tenant&apos;s members, or mark one tenant &apos;default: true&apos;</source>
        <translation>作业 &apos;%1&apos;（VC &apos;%2&apos;）不属于任何租户：请将其列入某个租户的 members，或将一个租户标记为 &apos;default: true&apos;</translation>
    </message>
    <message>
        <source>the plan has no policy %1</source>
        <translation>规划中没有策略 %1</translation>
    </message>
    <message>
        <source>more than %1</source>
        <translation>超过 %1</translation>
    </message>
    <message>
        <source>1 policy</source>
        <translation>1 个策略</translation>
    </message>
    <message>
        <source>%1 policies</source>
        <translation>%1 个策略</translation>
    </message>
    <message>
        <source>%1 policies and quota splits</source>
        <translation>%1 个策略和配额划分</translation>
    </message>
    <message>
        <source>the plan&apos;s grid has %1 configurations (%2 x every count of %3 machine shapes), more than the %4 a search takes on: narrow the shapes&apos; min and max, or allow it with %5 %6</source>
        <extracomment>%1 configurations, %2 &quot;3 policies&quot;, %3 machine shapes, %4 the most a search takes on</extracomment>
        <translation>规划的网格有 %1 个配置（%2 × %3 种机器形态的每种数量），超过一次搜索可处理的 %4 个：请缩小各形态的 min 和 max，或用 %5 %6 允许</translation>
    </message>
    <message>
        <source>the plan&apos;s grid has %1 configurations (%2 x every count of %3 machine shapes), more than the %4 a search takes on: narrow the shapes&apos; min and max</source>
        <translation>规划的网格有 %1 个配置（%2 × %3 种机器形态的每种数量），超过一次搜索可处理的 %4 个：请缩小各形态的 min 和 max</translation>
    </message>
    <message>
        <source>plan cancelled</source>
        <translation>规划已取消</translation>
    </message>
    <message>
        <source>the scenario has no plan: section</source>
        <translation>该场景没有 plan: 节</translation>
    </message>
    <message>
        <source>the largest configuration has %1 machines, more than a cluster may have (%2)</source>
        <translation>最大的配置有 %1 台机器，超过集群允许的数量（%2）</translation>
    </message>
    <message>
        <source>configuration %1: %2</source>
        <translation>配置 %1：%2</translation>
    </message>
    <message>
        <source>needs two bounds in increasing order (moderate, then sensitive), e.g. [0.1, 0.3]</source>
        <translation>需要两个按升序排列的界限（先 moderate，后 sensitive），例如 [0.1, 0.3]</translation>
    </message>
    <message>
        <source>needs one timer for every class or three (insensitive, moderate, sensitive); got %1</source>
        <translation>需要一个适用于所有类别的计时器，或三个（insensitive、moderate、sensitive）；实际为 %1</translation>
    </message>
    <message>
        <source>is below rack_wait for %1 jobs (%2 s &lt; %3 s): a job waits for one rack first, then for any spread</source>
        <translation>对于 %1 作业小于 rack_wait（%2 秒 &lt; %3 秒）：作业先等待单个机架，再等待任意分布</translation>
    </message>
    <message>
        <source>unknown %1 &apos;%2&apos; (known: %3)</source>
        <translation>未知的 %1 策略 &apos;%2&apos;（已知：%3）</translation>
    </message>
    <message>
        <source>sharing &apos;%1&apos; goes with a composed policy; the scheduler &apos;%2&apos; decides everything and would ignore the tenants&apos; quotas (set sharing: none, or leave out the scheduler)</source>
        <translation>共享策略 &apos;%1&apos; 须与组合策略搭配；调度器 &apos;%2&apos; 决定一切，会忽略租户的配额（请设置 sharing: none，或去掉 scheduler）</translation>
    </message>
    <message>
        <source>sharing &apos;%1&apos; does not yet go with elastic sizing (&apos;%2&apos;): quotas are kept when jobs start, not when a sizing part resizes them</source>
        <translation>共享策略 &apos;%1&apos; 暂不能与弹性规模调整（&apos;%2&apos;）搭配：配额在作业启动时遵守，而不是在规模部分调整作业规模时</translation>
    </message>
    <message>
        <source>sharing &apos;%1&apos; shares the GPUs among tenants, and the scenario declares none (add a tenants: section)</source>
        <translation>共享策略 &apos;%1&apos; 在租户之间共享 GPU，而该场景没有声明租户（请添加 tenants: 节）</translation>
    </message>
    <message>
        <source>a report is FILE.html or FILE.pdf</source>
        <translation>报告须为 FILE.html 或 FILE.pdf</translation>
    </message>
    <message>
        <source>SOURCE_DATE_EPOCH must be a whole number of seconds since 1970-01-01 (got &apos;%1&apos;)</source>
        <translation>SOURCE_DATE_EPOCH 必须是自 1970-01-01 起的整数秒数（实际为 &apos;%1&apos;）</translation>
    </message>
    <message>
        <source>calibrate compares each job&apos;s simulated queueing delay with the one its trace recorded (docs/trace-formats.md says which formats record one)</source>
        <translation>calibrate 将每个作业的模拟排队延迟与其轨迹中记录的延迟进行比较（哪些格式有记录见 docs/trace-formats.md）</translation>
    </message>
    <message>
        <source>a generated workload has no recorded queueing delays; %1</source>
        <translation>生成的工作负载没有记录的排队延迟；%1</translation>
    </message>
    <message>
        <source>the trace format &apos;%1&apos; records no start times, so its jobs have no recorded queueing delay; %2</source>
        <translation>轨迹格式 &apos;%1&apos; 不记录开始时间，因此其作业没有记录的排队延迟；%2</translation>
    </message>
    <message>
        <source>no job of the workload has a recorded queueing delay (the field is empty or absent in every job kept); %1</source>
        <translation>工作负载中没有任何作业记录了排队延迟（保留的每个作业中该字段都为空或缺失）；%1</translation>
    </message>
    <message>
        <source>fits at most two parameters (a grid of three would take too many runs)</source>
        <translation>最多拟合两个参数（三个参数的网格需要太多次运行）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is named twice</source>
        <translation>&apos;%1&apos; 被指定了两次</translation>
    </message>
    <message>
        <source>the bounds of &apos;%1&apos; must satisfy 0 &lt; low &lt; high &lt;= 100 (got %2:%3)</source>
        <translation>&apos;%1&apos; 的界限必须满足 0 &lt; low &lt; high &lt;= 100（实际为 %2:%3）</translation>
    </message>
    <message>
        <source>&apos;quota&apos; scales the tenants&apos; quotas, and the scenario&apos;s tenants have none (its &apos;tenants&apos; section)</source>
        <translation>&apos;quota&apos; 用于缩放租户的配额，而该场景的租户没有配额（见其 &apos;tenants&apos; 节）</translation>
    </message>
    <message>
        <source>&apos;quota&apos; scales the tenants&apos; quotas, which the scenario&apos;s policy does not keep (policy.sharing is &apos;%1&apos;; strict-quota or borrowing keep them)</source>
        <translation>&apos;quota&apos; 用于缩放租户的配额，而该场景的策略不遵守配额（policy.sharing 为 &apos;%1&apos;；strict-quota 或 borrowing 会遵守）</translation>
    </message>
    <message>
        <source>calibration cancelled</source>
        <translation>校准已取消</translation>
    </message>
    <message>
        <source>no job with id &apos;%1&apos; in the workload</source>
        <translation>工作负载中没有 ID 为 &apos;%1&apos; 的作业</translation>
    </message>
    <message>
        <source>the workload has no jobs (the trace holds none, or skip_seconds, limit or overrides removed them all)</source>
        <translation>工作负载中没有作业（轨迹中没有，或 skip_seconds、limit、overrides 将其全部移除）</translation>
    </message>
    <message>
        <source>the policy (%1) cannot be set up: %2</source>
        <translation>无法建立策略（%1）：%2</translation>
    </message>
    <message>
        <source>variant &apos;%1&apos;: %2</source>
        <translation>变体 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <source>run cancelled</source>
        <translation>运行已取消</translation>
    </message>
    <message>
        <source>variant &apos;%1&apos;: the base run has ended by %2, so nothing is left to fork; choose an earlier &apos;at&apos;</source>
        <translation>变体 &apos;%1&apos;：基准运行在 %2 时已结束，没有可分支的内容；请选择更早的 &apos;at&apos;</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;</source>
        <translation>字段 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>没有该文件</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <source>is a directory, not a file</source>
        <translation>是文件夹，而不是文件</translation>
    </message>
    <message>
        <source>is a device or socket, not a file</source>
        <translation>是设备或套接字，而不是文件</translation>
    </message>
    <message>
        <source>file is too large (%1 bytes or more; limit %2)</source>
        <translation>文件过大（%1 字节或更多；上限 %2）</translation>
    </message>
    <message>
        <source>read error: %1</source>
        <translation>读取错误：%1</translation>
    </message>
    <message>
        <source>will not write over something that is not a regular file</source>
        <translation>不会覆盖非普通文件</translation>
    </message>
    <message>
        <source>cannot create a file next to it: %1</source>
        <translation>无法在其旁边创建文件：%1</translation>
    </message>
    <message>
        <source>cannot create: %1</source>
        <translation>无法创建：%1</translation>
    </message>
    <message>
        <source>write failed: %1</source>
        <translation>写入失败：%1</translation>
    </message>
    <message>
        <source>flush failed</source>
        <translation>刷新缓冲失败</translation>
    </message>
    <message>
        <source>rename failed: %1</source>
        <translation>重命名失败：%1</translation>
    </message>
    <message>
        <source>the output folder has no name</source>
        <translation>输出文件夹没有名称</translation>
    </message>
    <message>
        <source>cannot resolve the output folder: %1</source>
        <translation>无法解析输出文件夹：%1</translation>
    </message>
    <message>
        <source>cannot write the outputs there: it exists and is not a folder</source>
        <translation>无法在此写入输出：该路径已存在且不是文件夹</translation>
    </message>
    <message>
        <source>cannot write the outputs there: &apos;%1&apos; exists and is not a folder</source>
        <translation>无法在此写入输出：&apos;%1&apos; 已存在且不是文件夹</translation>
    </message>
    <message>
        <source>cannot write into &apos;%1&apos;: %2</source>
        <translation>无法写入 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <source>needs a file name (an empty one writes nothing)</source>
        <translation>需要文件名（空文件名不会写入任何内容）</translation>
    </message>
    <message>
        <source>exists and is not a Gantry output folder (no %1); Gantry replaces only its own output folders: choose a new or empty folder</source>
        <translation>已存在且不是 Gantry 输出文件夹（没有 %1）；Gantry 只替换自己的输出文件夹：请选择新的或空的文件夹</translation>
    </message>
    <message>
        <source>cannot move the outputs into place: %1</source>
        <translation>无法将输出移动到位：%1</translation>
    </message>
    <message>
        <source>the name</source>
        <translation>该名称</translation>
    </message>
    <message>
        <source>%1 is not valid UTF-8 text (byte 0x%2 at character %3)</source>
        <translation>%1 不是有效的 UTF-8 文本（第 %3 个字符处的字节 0x%2）</translation>
    </message>
    <message>
        <source>%1 holds a control character (U+%2) at character %3; names are plain text</source>
        <translation>%1 在第 %3 个字符处含有控制字符（U+%2）；名称只能是纯文本</translation>
    </message>
    <message>
        <source>a fork changes the run through its events, from its time on; put &apos;%1&apos; into an event (%2) or into another variant</source>
        <translation>分支通过其事件从其时刻起改变运行；请把 &apos;%1&apos; 放进一个事件（%2）或另一个变体中</translation>
    </message>
    <message>
        <source>machine &apos;%1&apos; left the cluster at %2; a machine that leaves does not come back (join a new one)</source>
        <translation>机器 &apos;%1&apos; 已于 %2 离开集群；离开的机器不会回来（请用 join 加入新机器）</translation>
    </message>
    <message>
        <source>machine &apos;%1&apos; joins only at %2</source>
        <translation>机器 &apos;%1&apos; 在 %2 才加入</translation>
    </message>
    <message>
        <source>joins are listed in the order they happen: an earlier join in this fork is at %1</source>
        <translation>join 事件须按发生顺序列出：此分支中前一个 join 在 %1</translation>
    </message>
    <message>
        <source>give rack or new_rack, not both</source>
        <translation>请给出 rack 或 new_rack 之一，不能同时给出</translation>
    </message>
    <message>
        <source>there is a rack called &apos;%1&apos; already (use rack: to add to it)</source>
        <translation>已有名为 &apos;%1&apos; 的机架（用 rack: 向其添加机器）</translation>
    </message>
    <message>
        <source>there is a machine called &apos;%1&apos; already; give the new machines a name</source>
        <translation>已有名为 &apos;%1&apos; 的机器；请为新机器指定名称</translation>
    </message>
    <message>
        <source>the base&apos;s policy cannot take machines that join: %1</source>
        <translation>基准的策略无法接纳新加入的机器：%1</translation>
    </message>
    <message>
        <source>a plan from a moment judges every job submitted from then on: it cannot hold levels per tenant or split quotas</source>
        <translation>从某一时刻起的规划评判此后提交的每个作业：不能设置按租户的服务水平，也不能划分配额</translation>
    </message>
    <message>
        <source>the run has ended by %1, so nothing is left to plan from; choose an earlier &apos;from&apos;</source>
        <translation>运行在 %1 时已结束，没有可供规划的内容；请选择更早的 &apos;from&apos;</translation>
    </message>
    <message>
        <source>this Gantry reads sweep grids of version 1</source>
        <translation>此版本的 Gantry 读取第 1 版的扫描网格</translation>
    </message>
    <message>
        <source>must be a list of axes (- name: ..., values: [...])</source>
        <translation>必须是轴的列表（- name: ..., values: [...]）</translation>
    </message>
    <message>
        <source>axis &apos;%1&apos; is defined twice</source>
        <translation>轴 &apos;%1&apos; 被定义了两次</translation>
    </message>
    <message>
        <source>give values or seeds, not both</source>
        <translation>请给出 values 或 seeds 之一，不能同时给出</translation>
    </message>
    <message>
        <source>must be a list of workload seeds ([1, 2, 3])</source>
        <translation>必须是工作负载种子的列表（[1, 2, 3]）</translation>
    </message>
    <message>
        <source>must be a list of values (- {label: ..., overlay: {...}})</source>
        <translation>必须是取值的列表（- {label: ..., overlay: {...}}）</translation>
    </message>
    <message>
        <source>two values of axis &apos;%1&apos; are labelled &apos;%2&apos;</source>
        <translation>轴 &apos;%1&apos; 有两个取值的标签都是 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>the runs (%1) and (%2) are the same run: their overlays add up to the same scenario</source>
        <translation>运行（%1）与（%2）是同一个运行：它们的覆盖合起来是同一个场景</translation>
    </message>
    <message>
        <source>this folder holds another sweep (another scenario, grid or Gantry): give each sweep its own --out</source>
        <translation>此文件夹中是另一个扫描（不同的场景、网格或 Gantry）：请为每个扫描指定各自的 --out</translation>
    </message>
    <message>
        <source>not a sweep&apos;s plan (sweep-runs.txt written by gantry-cli sweep)</source>
        <translation>不是扫描的计划文件（应为 gantry-cli sweep 写出的 sweep-runs.txt）</translation>
    </message>
    <message>
        <source>%1 of %2 runs are not done yet (%3): run their shards again with --resume</source>
        <translation>%2 个运行中有 %1 个尚未完成（%3）：请用 --resume 重新运行它们的分片</translation>
    </message>
    <message>
        <source>cannot use MPI: %1</source>
        <translation>无法使用 MPI：%1</translation>
    </message>
    <message>
        <source>this Gantry was built without Open MPI (libgantry_mpi.so is not installed)</source>
        <translation>此 Gantry 构建时未包含 Open MPI（未安装 libgantry_mpi.so）</translation>
    </message>
    <message>
        <source>%1 is not the MPI module of this Gantry build</source>
        <translation>%1 不是此 Gantry 构建的 MPI 模块</translation>
    </message>
    <message>
        <source>MPI_Init failed</source>
        <translation>MPI_Init 失败</translation>
    </message>
    <message>
        <source>not a result of a plan&apos;s run</source>
        <translation>不是计划中某次运行的结果</translation>
    </message>
    <message>
        <source>cannot keep the decisions&apos; details on disk in %1: %2</source>
        <translation>无法在 %1 中将决策的详细信息保存到磁盘：%2</translation>
    </message>
    <message>
        <source>cannot keep the decisions&apos; details on disk: %1</source>
        <translation>无法将决策的详细信息保存到磁盘：%1</translation>
    </message>
    <message>
        <source>cannot read the decisions&apos; details back: %1</source>
        <translation>无法读回决策的详细信息：%1</translation>
    </message>
    <message>
        <source>unknown billing &apos;%1&apos;%2; known: %3 (owned and reserved pay the cluster&apos;s cost, on-demand and spot the GPU-hours used)</source>
        <translation>未知的计费方式“%1”%2；已知：%3（owned 和 reserved 支付集群成本，on-demand 和 spot 支付使用的 GPU 小时）</translation>
    </message>
    <message>
        <source>must be a time above zero and at most 100 years (30d, 720h)</source>
        <translation>必须是大于零且不超过 100 年的时间（30d、720h）</translation>
    </message>
    <message>
        <source>must be cluster_cost (the cluster&apos;s price per hour) or usage_cost (the runs&apos; GPU-hours x prices; got &apos;%1&apos;)</source>
        <translation>必须是 cluster_cost（集群每小时的价格）或 usage_cost（运行的 GPU 小时 x 价格；实际为“%1”）</translation>
    </message>
    <message>
        <source>must be a mapping, e.g. {ordering: sjf}</source>
        <translation>必须是映射，例如 {ordering: sjf}</translation>
    </message>
    <message>
        <source>a namespace Kubernetes or Kueue keeps for itself (default, kube-*, kueue-system)</source>
        <translation>Kubernetes 或 Kueue 保留的命名空间（default、kube-*、kueue-system）</translation>
    </message>
    <message>
        <source>an account or QOS Slurm keeps for itself (root, normal)</source>
        <translation>Slurm 保留的账户或 QOS（root、normal）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be a Slurm user: a Unix user name has 1 to 32 letters, digits, &apos;_&apos;, &apos;-&apos; and &apos;.&apos;, and does not start with &apos;-&apos; or a digit</source>
        <translation>“%1”不能作为 Slurm 用户：Unix 用户名由 1 到 32 个字母、数字、“_”、“-”和“.”组成，且不以“-”或数字开头</translation>
    </message>
    <message>
        <source>tenant &apos;%1&apos; would be exported as &apos;%2&apos;, %3; rename the tenant</source>
        <translation>租户“%1”将被导出为“%2”，这是%3；请重命名该租户</translation>
    </message>
    <message>
        <source>%1 holds a control character (U+%2) at character %3; texts are plain text</source>
        <translation>%1 在第 %3 个字符处含有控制字符（U+%2）；文本只能是纯文本</translation>
    </message>
    <message>
        <source>the text</source>
        <translation>该文本</translation>
    </message>
    <message>
        <source>expected &apos;%1&apos;</source>
        <translation>应为“%1”</translation>
    </message>
    <message>
        <source>expected a JSON value here ({, [, &quot;, a number, true, false or null)</source>
        <translation>此处应为 JSON 值（{、[、&quot;、数字、true、false 或 null）</translation>
    </message>
    <message>
        <source>none of its keys is one this file should have (%1): it is not this kind of file</source>
        <translation>其中没有一个键属于此类文件（%1）：它不是此类文件</translation>
    </message>
    <message>
        <source>required column %1 is missing: the first line names no column of this format, so it is not its header</source>
        <translation>缺少必需列 %1：第一行没有此格式的任何列，因此不是它的表头</translation>
    </message>
    <message>
        <source>%1 is not a whole number of GPUs (got &apos;%2&apos;)</source>
        <translation>%1 不是 GPU 的整数个数（得到“%2”）</translation>
    </message>
    <message>
        <source>must be between 0.001 and 1000000, with at most three decimals (weights are relative, and exports keep their proportions exactly)</source>
        <translation>必须在 0.001 到 1000000 之间，最多三位小数（权重是相对的，导出时会精确保持其比例）</translation>
    </message>
    <message>
        <source>the plan compares %1 options (%2 x %3), more than the %4 a plan may compare: split it into several plans</source>
        <translation>该计划比较 %1 个选项（%2 x %3），超过一个计划可比较的 %4 个：请拆分为多个计划</translation>
    </message>
    <message>
        <source>1 quota split</source>
        <translation>1 种配额划分</translation>
    </message>
    <message>
        <source>%1 quota splits</source>
        <translation>%1 种配额划分</translation>
    </message>
    <message>
        <source>leaves out the scenario&apos;s tenant &apos;%1&apos; (a split changes quotas, not who the tenants are: give it a quota, 0 if it gets none)</source>
        <translation>遗漏了场景中的租户“%1”（划分只改变配额，不改变租户是谁：请给它一个配额，没有则为 0）</translation>
    </message>
    <message>
        <source>the grid makes %1 runs (%2 values per axis), more than the %3 a sweep may have: split it into smaller grids</source>
        <translation>该网格产生 %1 次运行（每个轴 %2 个值），超过一次扫描允许的 %3 次：请拆分为更小的网格</translation>
    </message>
    <message>
        <source>the grid makes %1 runs (%2 values per axis), more than the %3 a sweep may have: make it smaller, or allow up to %4 with %5</source>
        <translation>该网格产生 %1 次运行（每个轴 %2 个值），超过一次扫描允许的 %3 次：请缩小网格，或用 %5 允许最多 %4 次</translation>
    </message>
    <message>
        <source>quota split &apos;%1&apos;: %2</source>
        <translation>配额划分“%1”：%2</translation>
    </message>
    <message>
        <source>the bounds of &apos;gpus&apos; reach %1 machines, more than a cluster may have (%2): for this cluster of %3 the high bound may be at most %4</source>
        <translation>“gpus”的范围达到 %1 台机器，超过一个集群允许的数量（%2）：对于这个有 %3 台机器的集群，上限最多为 %4</translation>
    </message>
    <message>
        <source>no job of the workload belongs to tenant &apos;%1&apos;, so its service level would be met by nothing (its members match no job)</source>
        <translation>工作负载中没有任何作业属于租户“%1”，因此它的服务级别将由空集满足（其成员不匹配任何作业）</translation>
    </message>
    <message>
        <source>expected a number from %1 to %2 (got %3)</source>
        <translation>应为 %1 到 %2 之间的数（实际为 %3）</translation>
    </message>
    <message>
        <source>expected a time such as 7-0, 00:15:00 or a number of minutes (got %1)</source>
        <translation>应为时间，如 7-0、00:15:00 或分钟数（实际为 %1）</translation>
    </message>
    <message>
        <source>expected GPUs as gpu:COUNT or gpu:TYPE:COUNT (got %1)</source>
        <translation>应以 gpu:数量 或 gpu:类型:数量 给出 GPU（实际为 %1）</translation>
    </message>
    <message>
        <source>is not a list of node names such as n[1-8] (got %1)</source>
        <translation>不是节点名列表，如 n[1-8]（实际为 %1）</translation>
    </message>
    <message>
        <source>expected priority/basic or priority/multifactor (got %1)</source>
        <translation>应为 priority/basic 或 priority/multifactor（实际为 %1）</translation>
    </message>
    <message>
        <source>expected sched/backfill or sched/builtin (got %1)</source>
        <translation>应为 sched/backfill 或 sched/builtin（实际为 %1）</translation>
    </message>
    <message>
        <source>expected a sacctmgr dump line such as Account - &apos;name&apos;:Fairshare=1</source>
        <translation>应为 sacctmgr dump 的一行，如 Account - &apos;name&apos;:Fairshare=1</translation>
    </message>
    <message>
        <source>the name&apos;s closing quote is missing</source>
        <translation>名称缺少右引号</translation>
    </message>
    <message>
        <source>expected a share of 0 or more (got %1)</source>
        <translation>份额应不小于 0（实际为 %1）</translation>
    </message>
    <message>
        <source>no node has GPUs (NodeName lines with Gres=gpu:COUNT)</source>
        <translation>没有带 GPU 的节点（NodeName 行需有 Gres=gpu:数量）</translation>
    </message>
    <message>
        <source>must be more than 0 (leave it empty for no limit)</source>
        <translation>必须大于 0（不设限制则留空）</translation>
    </message>
    <message>
        <source>expected a whole number of seconds above 0</source>
        <translation>应为大于 0 的整数秒</translation>
    </message>
    <message>
        <source>needs %1 nodes of %2 GPUs; the cluster has %3 such nodes</source>
        <translation>需要 %1 个各有 %2 块 GPU 的节点；集群只有 %3 个这样的节点</translation>
    </message>
    <message>
        <source>is &apos;%1&apos;; Slurm&apos;s priority plugins here are basic and multifactor</source>
        <translation>为 &apos;%1&apos;；这里 Slurm 的优先级插件只有 basic 和 multifactor</translation>
    </message>
    <message>
        <source>is not a Slurm time limit such as 1-02:00:00, 30:00 or UNLIMITED (got %1)</source>
        <translation>不是 Slurm 时间限制，如 1-02:00:00、30:00 或 UNLIMITED（实际为 %1）</translation>
    </message>
    <message>
        <source>must be a non-empty list of partitions (- {name: gpu, machines: [n1, n2]})</source>
        <translation>必须是非空的分区列表（- {name: gpu, machines: [n1, n2]}）</translation>
    </message>
    <message>
        <source>partition &apos;%1&apos; is defined twice</source>
        <translation>分区“%1”定义了两次</translation>
    </message>
    <message>
        <source>must be a non-empty list of machine names</source>
        <translation>必须是非空的机器名称列表</translation>
    </message>
    <message>
        <source>no machine is called &apos;%1&apos;</source>
        <translation>没有名为“%1”的机器</translation>
    </message>
    <message>
        <source>machine &apos;%1&apos; is listed twice</source>
        <translation>机器“%1”列出了两次</translation>
    </message>
    <message>
        <source>only one partition may be the default</source>
        <translation>只能有一个分区作为默认分区</translation>
    </message>
    <message>
        <source>PartitionName=DEFAULT is not read: give each partition its settings</source>
        <translation>不读取 PartitionName=DEFAULT：请为每个分区单独给出设置</translation>
    </message>
    <message>
        <source>a partition needs a name</source>
        <translation>分区需要名称</translation>
    </message>
    <message>
        <source>a partition needs at least one machine</source>
        <translation>分区至少需要一台机器</translation>
    </message>
    <message>
        <source>refers to a machine that does not exist</source>
        <translation>引用了不存在的机器</translation>
    </message>
    <message>
        <source>expected gres/gpu=COUNT, a whole number of GPUs (got %1)</source>
        <translation>应为 gres/gpu=数量，即 GPU 的整数个数（得到 %1）</translation>
    </message>
    <message>
        <source>needs %1 GPUs; its account &apos;%2&apos; may hold at most %3 (GrpTRES)</source>
        <translation>需要 %1 个 GPU；其账户“%2”最多只能占用 %3 个（GrpTRES）</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds</comment>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <comment>minutes</comment>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h</source>
        <comment>hours</comment>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 d</source>
        <comment>days</comment>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>$%1</source>
        <comment>US dollars</comment>
        <translation>$%1</translation>
    </message>
    <message>
        <source>n/a</source>
        <comment>no relative change: the base is zero</comment>
        <translation>不适用</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>between %1 and %2</source>
        <translation>在 %1 和 %2 之间</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>至少 %1</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>至多 %1</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <comment>a checked fact and its value</comment>
        <translation>%1 为 %2</translation>
    </message>
    <message>
        <source>%1 is %2 (wanted: %3)</source>
        <translation>%1 为 %2（要求：%3）</translation>
    </message>
    <message>
        <source>you predicted %1; it is %2 (within %3)</source>
        <translation>你的预测：%1；实际为 %2（误差在 %3 以内）</translation>
    </message>
    <message>
        <source>you predicted %1; it is %2 (not within %3)</source>
        <translation>你的预测：%1；实际为 %2（误差超出 %3）</translation>
    </message>
    <message>
        <source>at the start</source>
        <translation>开始时</translation>
    </message>
    <message>
        <source>when the run ends</source>
        <translation>运行结束时</translation>
    </message>
    <message>
        <source>at %1</source>
        <comment>a moment of the run</comment>
        <translation>在 %1 时</translation>
    </message>
</context>
<context>
    <name>Plan</name>
    <message>
        <source>avg JCT</source>
        <translation>平均 JCT</translation>
    </message>
    <message>
        <source>p95 JCT</source>
        <translation>p95 JCT</translation>
    </message>
    <message>
        <source>p99 JCT</source>
        <translation>p99 JCT</translation>
    </message>
    <message>
        <source>avg wait</source>
        <translation>平均等待时间</translation>
    </message>
    <message>
        <source>p95 wait</source>
        <translation>p95 等待时间</translation>
    </message>
    <message>
        <source>last completion</source>
        <translation>最后完成时间</translation>
    </message>
    <message>
        <source>GPU utilisation</source>
        <translation>GPU 利用率</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <comment>a tenant&apos;s service metric</comment>
        <translation>%1 的 %2</translation>
    </message>
    <message>
        <source>%1 at least %2</source>
        <translation>%1 至少 %2</translation>
    </message>
    <message>
        <source>%1 at most %2</source>
        <translation>%1 至多 %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 x %2 (%n GPUs)</source>
        <comment>machine count x GPU type (GPUs per machine)</comment>
        <translation>
            <numerusform>%1 × %2（%n 个 GPU）</numerusform>
        </translation>
    </message>
    <message>
        <source>jobs still running</source>
        <translation>仍有作业在运行</translation>
    </message>
    <message>
        <source>too many jobs late</source>
        <translation>太多作业超时</translation>
    </message>
    <message>
        <source>too many jobs waiting</source>
        <translation>太多作业在等待</translation>
    </message>
    <message>
        <source>already above on average</source>
        <translation>平均值已超出</translation>
    </message>
    <message>
        <source>%1 certainly over %2 (%3)</source>
        <comment>a service level missed before the run ends: metric, limit, why</comment>
        <translation>%1 必定超过 %2（%3）</translation>
    </message>
    <message numerus="yes">
        <source>%n jobs do not fit this cluster</source>
        <translation>
            <numerusform>%n 个作业放不进此集群</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n jobs unfinished</source>
        <translation>
            <numerusform>%n 个作业未完成</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n jobs need more GPUs than the cluster has (not simulated)</source>
        <translation>
            <numerusform>%n 个作业需要的 GPU 多于集群拥有的（未模拟）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 at least %2 &gt; %3 (GPU-hours bound, not simulated)</source>
        <translation>%1 至少 %2 &gt; %3（GPU 小时下界，未模拟）</translation>
    </message>
    <message>
        <source>no GPUs even with every shape at its most</source>
        <translation>即使每种机器形态都取最大数量也没有 GPU</translation>
    </message>
    <message>
        <source>even the largest cluster (%1) cannot meet the levels: %2</source>
        <translation>即使最大的集群（%1）也无法满足服务水平：%2</translation>
    </message>
    <message>
        <source>no GPUs</source>
        <comment>a plan&apos;s configuration without GPUs</comment>
        <translation>没有 GPU</translation>
    </message>
    <message>
        <source>%1 (seed %2)</source>
        <translation>%1（种子 %2）</translation>
    </message>
    <message numerus="yes">
        <source>meets every level on %1 of %n workloads</source>
        <translation>
            <numerusform>在 %n 个工作负载中的 %1 个上满足所有服务水平</numerusform>
        </translation>
    </message>
    <message>
        <source>meets every level</source>
        <translation>满足所有服务水平</translation>
    </message>
    <message>
        <source>%1, for the jobs submitted from %2 on, the machines joining the cluster then</source>
        <translation>%1，针对自 %2 起提交的作业，机器于该时刻加入集群</translation>
    </message>
    <message>
        <source>the scenario&apos;s policy</source>
        <translation>场景的策略</translation>
    </message>
    <message>
        <source>%1, quotas: %2</source>
        <translation>%1，配额：%2</translation>
    </message>
    <message>
        <source>Plan: %1 on %2</source>
        <translation>计划：%1，%2</translation>
    </message>
</context>
<context>
    <name>PolicyDescription</name>
    <message>
        <source>DL2 (Peng et al., TPDS 2021): a policy network re-sizes elastic PS jobs every 20-minute slot over an 8 x J state with 3J + 1 actions (+worker, +PS, +bundle per window job, stop); tasks go to the least-loaded machines. Train with gantry-cli train --agent dl2.</source>
        <translation>DL2（Peng et al., TPDS 2021）：策略网络在每个 20 分钟时隙内调整弹性 PS 作业的规模，状态为 8 x J，动作为 3J + 1 个（窗口中每个作业的 +worker、+PS、+捆绑单元，以及停止）；任务放到负载最轻的机器上。用 gantry-cli train --agent dl2 训练。</translation>
    </message>
    <message>
        <source>The dual-agent scheduler (Xing et al., KDD&apos;23): an ordering agent picks the next job from the queue (or waits), a placement agent picks its machine from free GPUs, type, price and a random-walk Gaussian process&apos;s belief about each machine&apos;s hidden slowdown; trained together for fee and JCT. Knows job durations like SJF (an oracle). Train with gantry-cli train --agent dual-agent.</source>
        <translation>双智能体调度器（Xing et al., KDD&apos;23）：排序智能体从队列中选出下一个作业（或等待），放置智能体根据空闲 GPU、类型、价格以及随机游走高斯过程对每台机器隐藏减速的估计为其选择机器；两者针对费用和 JCT 联合训练。像 SJF 一样知道作业时长（预言机）。用 gantry-cli train --agent dual-agent 训练。</translation>
    </message>
    <message>
        <source>Harmony (Bao et al., INFOCOM 2019; IEEE/ACM ToN 2023): an encoder of the servers with multi-head self-attention and a decoder place each task of a job (workers, then parameter servers) on a server, learned to avoid co-locating jobs that slow each other down. FIFO order with backfilling. Train with gantry-cli train --agent harmony.</source>
        <translation>Harmony（Bao et al., INFOCOM 2019；IEEE/ACM ToN 2023）：带多头自注意力的服务器编码器和解码器把作业的每个任务（先 worker，后参数服务器）放到某台服务器上，学会避免把相互拖慢的作业放在一起。FIFO 顺序并回填。用 gantry-cli train --agent harmony 训练。</translation>
    </message>
    <message>
        <source>TopDRL (Ayadi et al., JPDC 2025): a multi-branch CNN over the cluster occupancy and the queue picks the next job (or waits); the closest-GPU heuristic places it. Knows job durations like SJF (an oracle). Train with gantry-cli train --agent topdrl.</source>
        <translation>TopDRL（Ayadi et al., JPDC 2025）：基于集群占用情况和队列的多分支 CNN 选出下一个作业（或等待）；最近 GPU 启发式负责放置。像 SJF 一样知道作业时长（预言机）。用 gantry-cli train --agent topdrl 训练。</translation>
    </message>
    <message>
        <source>Jobs in submit order; a preempted or restarted job goes back to its arrival position. DL2&apos;s and TopDRL&apos;s FIFO/FCFS baseline (pengyanghua/DL2 fifo_env.py; djjbxxz/Proximity-DRL FCFS).</source>
        <translation>按提交顺序排列作业；被抢占或重新启动的作业回到其到达时的位置。DL2 和 TopDRL 的 FIFO/FCFS 基线（pengyanghua/DL2 fifo_env.py；djjbxxz/Proximity-DRL FCFS）。</translation>
    </message>
    <message>
        <source>Shortest recorded duration first (an oracle: it knows durations in advance). TopDRL&apos;s SJF job selector; Tiresias&apos; simulator &apos;sjf&apos;.</source>
        <translation>记录时长最短者优先（预言机：预先知道时长）。TopDRL 的 SJF 作业选择器；Tiresias 模拟器中的 &apos;sjf&apos;。</translation>
    </message>
    <message>
        <source>Least remaining work first (oracle). With preemptive on, a waiting job evicts running jobs with strictly more remaining work when that frees enough GPUs. DL2&apos;s SRTF baseline ordering (pengyanghua/DL2 srtf_env.py); Tiresias&apos; simulator &apos;shortest&apos;.</source>
        <translation>剩余工作量最少者优先（预言机）。开启 preemptive 时，若能腾出足够的 GPU，等待的作业会抢占剩余工作量严格更多的运行中作业。DL2 的 SRTF 基线排序（pengyanghua/DL2 srtf_env.py）；Tiresias 模拟器中的 &apos;shortest&apos;。</translation>
    </message>
    <message>
        <source>Jobs asking for the fewest GPUs go first: the job selector TopDRL&apos;s sibling code calls &apos;DRF&apos; (djjbxxz/Proximity-DRL jobselector/drf.py).</source>
        <translation>请求 GPU 最少的作业优先：TopDRL 的姊妹代码称之为 &apos;DRF&apos; 的作业选择器（djjbxxz/Proximity-DRL jobselector/drf.py）。</translation>
    </message>
    <message>
        <source>Discretised two-dimensional least-attained-service (Gu et al., NSDI&apos;19): a job&apos;s queue is set by the GPU-seconds it has received; lower queues go first, FIFO by arrival inside a queue; preemptive. No knowledge of durations.</source>
        <translation>离散化的二维最少获得服务（Gu et al., NSDI&apos;19）：作业所在队列由其已获得的 GPU 秒数决定；低队列优先，同一队列内按到达顺序 FIFO；可抢占。不需要知道时长。</translation>
    </message>
    <message>
        <source>The job whose owner (user, or VC when the user is empty) holds the smallest dominant share of the cluster (max of its GPU and CPU-slot shares) goes first (Ghodsi et al., NSDI&apos;11). Shares change as jobs start, so priorities are recomputed every pass.</source>
        <translation>所有者（用户；用户为空时为 VC）在集群中主导份额（其 GPU 份额与 CPU 槽份额中的较大者）最小的作业优先（Ghodsi et al., NSDI&apos;11）。份额随作业启动而变化，因此每一轮都重新计算优先级。</translation>
    </message>
    <message>
        <source>Largest Tetris score first (Grandl et al., SIGCOMM&apos;14): alignment of the job&apos;s (GPU, CPU) demand with the free resources of its best machine, plus w x demand x (1 - remaining fraction), w = mean alignment / mean SRTF term as in DL2&apos;s tetris_env (oracle: uses remaining work).</source>
        <translation>Tetris 分数最大者优先（Grandl et al., SIGCOMM&apos;14）：作业的（GPU，CPU）需求与其最佳机器空闲资源的对齐度，加上 w x 需求 x (1 - 剩余比例)，其中 w = 平均对齐度 / 平均 SRTF 项，与 DL2 的 tetris_env 相同（预言机：使用剩余工作量）。</translation>
    </message>
    <message>
        <source>A fixed pseudo-random order from (seed, job index): TopDRL&apos;s Random job selector, made reproducible.</source>
        <translation>由（种子，作业序号）确定的固定伪随机顺序：TopDRL 的随机作业选择器，使其可复现。</translation>
    </message>
    <message>
        <source>The lowest-index free GPUs, spreading over machines if needed: TopDRL&apos;s first-available GPU selector.</source>
        <translation>序号最小的空闲 GPU，必要时跨机器分布：TopDRL 的首个可用 GPU 选择器。</translation>
    </message>
    <message>
        <source>The machine with the fewest free GPUs that holds the job; otherwise the fewest machines (largest first).</source>
        <translation>能容纳该作业且空闲 GPU 最少的机器；否则使用最少的机器（大者优先）。</translation>
    </message>
    <message>
        <source>One machine if possible (best fit); else one rack on the fewest machines; else the fewest racks. Unlike &apos;yarn&apos; it spreads rather than wait.</source>
        <translation>尽可能使用一台机器（最佳适配）；否则在一个机架内使用最少的机器；否则使用最少的机架。与 &apos;yarn&apos; 不同，它宁可分散也不等待。</translation>
    </message>
    <message>
        <source>All or nothing in one rack, as the Tiresias simulator&apos;s &apos;yarn&apos; scheme (SymbioticLab/Tiresias simulator/switch.py): a job that fits a machine takes the first machine with room; a larger one takes whole idle machines plus one for the remainder, in the first rack that has them; otherwise it waits.</source>
        <translation>在一个机架内要么全部要么不分配，与 Tiresias 模拟器的 &apos;yarn&apos; 方案相同（SymbioticLab/Tiresias simulator/switch.py）：能放进一台机器的作业使用第一台有空间的机器；更大的作业在第一个拥有足够资源的机架中使用若干整台空闲机器再加一台放剩余部分；否则等待。</translation>
    </message>
    <message>
        <source>Machines in a pseudo-random order from (seed, job index), lowest-index GPUs on each: Tiresias&apos; and TopDRL&apos;s random placement, made reproducible.</source>
        <translation>由（种子，作业序号）确定的伪随机机器顺序，每台机器上使用序号最小的 GPU：Tiresias 和 TopDRL 的随机放置，使其可复现。</translation>
    </message>
    <message>
        <source>The machine with the most free GPUs that holds the job; else the emptiest racks and machines first: TopDRL&apos;s load-balance GPU selector.</source>
        <translation>能容纳该作业且空闲 GPU 最多的机器；否则优先使用最空的机架和机器：TopDRL 的负载均衡 GPU 选择器。</translation>
    </message>
    <message>
        <source>Minimises TopDRL&apos;s topology communication cost (rack edge 1/2, machine edge 1/4, GPU edge 1/40 over the union of tree paths from the cluster centre; Proximity-DRL topology.py) among: best-fit machine, rack on fewest machines, fewest racks.</source>
        <translation>在最佳适配机器、一个机架内最少的机器、最少的机架这几种方案中，使 TopDRL 的拓扑通信代价最小（机架边 1/2、机器边 1/4、GPU 边 1/40，沿从集群中心出发的树路径的并集计算；Proximity-DRL topology.py）。</translation>
    </message>
    <message>
        <source>The machine with the lowest price per GPU-hour (spot price on spot machines) that holds the job, fewest free GPUs first among equals; else spread in price order. A public-cloud baseline of the dual-agent scheduler (Xing et al., KDD&apos;23).</source>
        <translation>能容纳该作业且每 GPU 小时价格最低的机器（竞价机器按竞价价格），价格相同时空闲 GPU 最少者优先；否则按价格顺序分散。双智能体调度器的公有云基线之一（Xing et al., KDD&apos;23）。</translation>
    </message>
    <message>
        <source>The machine with the fastest GPU type (nominal speed: hidden per-machine performance is not known) that holds the job, fewest free GPUs first among equals; else spread in speed order. A public-cloud baseline of the dual-agent scheduler (Xing et al., KDD&apos;23).</source>
        <translation>能容纳该作业且 GPU 类型最快的机器（按标称速度：每台机器隐藏的性能未知），速度相同时空闲 GPU 最少者优先；否则按速度顺序分散。双智能体调度器的公有云基线之一（Xing et al., KDD&apos;23）。</translation>
    </message>
    <message>
        <source>Knows the speed model&apos;s true co-location slowdowns (an oracle) and puts each job, workers and parameter servers, where the cluster&apos;s total speed gains most: the job&apos;s own rate minus what its co-runners lose. The upper reference of Harmony (Bao et al., INFOCOM 2019).</source>
        <translation>知道速度模型中真实的共置减速（预言机），把每个作业的 worker 和参数服务器放在使集群总速度增益最大的位置：作业自身的速率减去其共置作业损失的速率。Harmony 的上界参照（Bao et al., INFOCOM 2019）。</translation>
    </message>
    <message>
        <source>One machine if possible (best fit), else one rack on the fewest machines; never across racks: the job waits instead. The always-consolidate baseline of Dally (Sharma et al., arXiv 2401.16492).</source>
        <translation>尽可能使用一台机器（最佳适配），否则在一个机架内使用最少的机器；从不跨机架：作业改为等待。Dally 的“始终整合”基线（Sharma et al., arXiv 2401.16492）。</translation>
    </message>
    <message>
        <source>Network-sensitive delay scheduling (Sharma et al., arXiv 2401.16492; Zaharia et al., EuroSys&apos;10): a job that cannot get one machine waits while others start, takes one rack after its class&apos;s first timer and any spread after the second; insensitive jobs start anywhere at once. A sensitive job past its first timer may preempt less sensitive jobs on a machine when its predicted gain exceeds their checkpoint and restore cost, and a job that had to spread moves to one machine once one frees (same rule). The auto-tuner sets the timers from recent completions (ski-rental break-even). Timers, classes, tuner and preemption rule are Gantry&apos;s (docs/policies.md).</source>
        <translation>网络敏感的延迟调度（Sharma et al., arXiv 2401.16492；Zaharia et al., EuroSys&apos;10）：得不到单台机器的作业在其他作业启动时等待，在其类别的第一个计时器到期后接受一个机架，第二个到期后接受任意分布；不敏感的作业立即在任何位置启动。第一个计时器已到期的敏感作业，当其预计收益超过被抢占作业的检查点与恢复代价时，可以抢占某台机器上不那么敏感的作业；不得不分散运行的作业在有机器空出时迁移到单台机器上（同一规则）。自动调节器根据最近完成的作业设置计时器（滑雪租赁问题的盈亏平衡点）。计时器、类别、调节器和抢占规则由 Gantry 设计（docs/policies.md）。</translation>
    </message>
    <message>
        <source>No sizing part: every job gets exactly the GPUs (and PS tasks) it asked for.</source>
        <translation>无规模部分：每个作业恰好获得其请求的 GPU（及 PS 任务）。</translation>
    </message>
    <message>
        <source>Re-decided every slot: in order, each job gets its requested size if it fits, else waits.</source>
        <translation>每个时隙重新决定：按顺序，每个作业在放得下时获得其请求的规模，否则等待。</translation>
    </message>
    <message>
        <source>DL2&apos;s DRF baseline: a bundle (1 worker + 1 PS) at a time to the job with the smallest dominant share until resources run out or jobs reach their maximum (pengyanghua/DL2 drf_env.py).</source>
        <translation>DL2 的 DRF 基线：每次把一个捆绑单元（1 个 worker + 1 个 PS）分配给主导份额最小的作业，直到资源耗尽或作业达到其最大规模（pengyanghua/DL2 drf_env.py）。</translation>
    </message>
    <message>
        <source>DL2&apos;s FIFO baseline: in order, each job takes bundles up to its maximum; the first job that cannot grow ends the slot (pengyanghua/DL2 fifo_env.py).</source>
        <translation>DL2 的 FIFO 基线：按顺序，每个作业获取捆绑单元直到其最大规模；第一个无法扩展的作业结束本时隙（pengyanghua/DL2 fifo_env.py）。</translation>
    </message>
    <message>
        <source>DL2&apos;s SRTF baseline: like fifo-bundles, by smallest remaining fraction of work (oracle).</source>
        <translation>DL2 的 SRTF 基线：与 fifo-bundles 相同，但按剩余工作比例从小到大（预言机）。</translation>
    </message>
    <message>
        <source>Optimus (Peng et al., EuroSys&apos;18) as in DL2&apos;s optimus_env: every job first gets its minimum, then repeatedly the +1 worker or +1 PS with the largest reduction of estimated remaining time (remaining work / speed model rate on a consolidated what-if placement) until no gain or no resources. Uses remaining work (oracle, as Optimus&apos; fitted loss curve stands in for it).</source>
        <translation>Optimus（Peng et al., EuroSys&apos;18），按 DL2 的 optimus_env 实现：每个作业先获得其最小规模，然后反复增加使估计剩余时间减少最多的 +1 worker 或 +1 PS（剩余工作量 / 速度模型在整合的假设放置下的速率），直到没有收益或没有资源。使用剩余工作量（预言机，代替 Optimus 拟合的损失曲线）。</translation>
    </message>
    <message>
        <source>Tenants are only labels: every job waits in one queue, whatever its tenant holds.</source>
        <translation>租户只是标签：每个作业都在同一个队列中等待，无论其租户占用多少。</translation>
    </message>
    <message>
        <source>A job starts only if its tenant&apos;s jobs, with it, hold no more than the tenant&apos;s quota (per GPU type where the quota is given so) and its limit: idle quota is never lent (Jeon et al., ATC&apos;19, on Philly&apos;s per-VC quotas).</source>
        <translation>只有当作业所属租户的作业（加上该作业）不超过租户的配额（在按 GPU 类型给出配额时按类型计）和上限时，作业才会启动：空闲配额从不出借（Jeon et al., ATC&apos;19，关于 Philly 按 VC 的配额）。</translation>
    </message>
    <message>
        <source>Within its quota a tenant&apos;s job starts as with strict quotas; beyond it, up to the tenant&apos;s limit, if the tenant may borrow and what all tenants hold beyond their quotas fits in the quota lenders neither hold nor wait for and the GPUs in nobody&apos;s quota (counted in GPUs of any type). Borrowed GPUs come back when the borrower&apos;s jobs end: nothing is preempted to reclaim them (Kueue&apos;s borrowing without reclaimWithinCohort; kueue.sigs.k8s.io/docs/concepts/cluster_queue).</source>
        <translation>在配额之内，租户的作业与严格配额时一样启动；超出配额、直到租户上限时，若该租户允许借用，且所有租户超出配额的占用之和能放进出借方既未占用也未等待的配额以及不属于任何人配额的 GPU 中（按任意类型的 GPU 计数），作业即可启动。借来的 GPU 在借用方的作业结束时归还：不会为收回它们而抢占任何作业（Kueue 不带 reclaimWithinCohort 的借用；kueue.sigs.k8s.io/docs/concepts/cluster_queue）。</translation>
    </message>
    <message>
        <source>Borrowing as above, and a job within its tenant&apos;s quota that finds no room preempts borrowers&apos; jobs (the most recently started first, only tenants beyond their quotas, only as many as it needs) and starts when their checkpoints are written: Kueue&apos;s preemption.reclaimWithinCohort: Any (kueue.sigs.k8s.io/docs/concepts/preemption). The preempted jobs pay checkpoint and restore.</source>
        <translation>借用规则同上；此外，在其租户配额之内却找不到空间的作业会抢占借用方的作业（最近启动的优先，只针对超出配额的租户，只抢占所需的数量），并在这些作业的检查点写完后启动：即 Kueue 的 preemption.reclaimWithinCohort: Any（kueue.sigs.k8s.io/docs/concepts/preemption）。被抢占的作业需要付出检查点与恢复的代价。</translation>
    </message>
    <message>
        <source>Hadoop YARN&apos;s CapacityScheduler: each tenant is a queue with its quota as capacity and its limit as maximum capacity; idle capacity is lent as with borrowing, and the queue using the smallest part of its capacity is served first (then the ordering part within it). No preemption, as YARN&apos;s default (hadoop.apache.org/docs/stable/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html).</source>
        <translation>Hadoop YARN 的 CapacityScheduler：每个租户是一个队列，其配额为容量、上限为最大容量；空闲容量与借用时一样出借，使用其容量比例最小的队列优先得到服务（队列内再按排序部分）。与 YARN 的默认设置一样不抢占（hadoop.apache.org/docs/stable/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html）。</translation>
    </message>
    <message>
        <source>Slurm&apos;s fair-share factor 2^(-U/S): U the tenant&apos;s share of all GPU-seconds used, each decayed with a half-life, S its weight&apos;s share of all weights. Tenants are served highest factor first, then the ordering part within each; quotas do not bound anyone, only limits (Slurm&apos;s GrpTRES) (slurm.schedmd.com/priority_multifactor.html, fair_tree.html).</source>
        <translation>Slurm 的公平份额因子 2^(-U/S)：U 为该租户在全部已用 GPU 秒中的份额（每项按半衰期衰减），S 为其权重在全部权重中的份额。因子最高的租户优先得到服务，各租户内部再按排序部分；配额不限制任何人，只有上限起作用（Slurm 的 GrpTRES）（slurm.schedmd.com/priority_multifactor.html、fair_tree.html）。</translation>
    </message>
    <message>
        <source>Slurm 22.05&apos;s scheduler: priority/basic or priority/multifactor (age, Fair Tree fair share with decayed usage), the main loop that stops at the first job that does not fit, and sched/backfill&apos;s cycle with reservations from the running jobs&apos; time limits (slurm.conf(5), sched_config).</source>
        <translation>Slurm 22.05 的调度器：priority/basic 或 priority/multifactor（作业等待时长、按衰减用量计算的 Fair Tree 公平份额），在第一个放不下的作业处停止的主循环，以及 sched/backfill 的周期：按运行中作业的时间限制为优先作业预留资源（slurm.conf(5)、sched_config）。</translation>
    </message>
</context>
<context>
    <name>PolicyTitle</name>
    <message>
        <source>DL2 (learned)</source>
        <translation>DL2（学习型）</translation>
    </message>
    <message>
        <source>Dual-agent (learned)</source>
        <translation>双智能体（学习型）</translation>
    </message>
    <message>
        <source>Harmony (learned)</source>
        <translation>Harmony（学习型）</translation>
    </message>
    <message>
        <source>TopDRL (learned)</source>
        <translation>TopDRL（学习型）</translation>
    </message>
    <message>
        <source>First come, first served</source>
        <translation>先来先服务</translation>
    </message>
    <message>
        <source>Shortest job first</source>
        <translation>最短作业优先</translation>
    </message>
    <message>
        <source>Shortest remaining time first</source>
        <translation>最短剩余时间优先</translation>
    </message>
    <message>
        <source>Fewest GPUs first</source>
        <translation>GPU 最少者优先</translation>
    </message>
    <message>
        <source>Tiresias 2D-LAS</source>
        <translation>Tiresias 2D-LAS（二维最少已获服务优先）</translation>
    </message>
    <message>
        <source>Dominant resource fairness</source>
        <translation>主导资源公平</translation>
    </message>
    <message>
        <source>Tetris packing</source>
        <translation>Tetris 装箱</translation>
    </message>
    <message>
        <source>Random order</source>
        <translation>随机顺序</translation>
    </message>
    <message>
        <source>First fit</source>
        <translation>首次适配</translation>
    </message>
    <message>
        <source>Best fit</source>
        <translation>最佳适配</translation>
    </message>
    <message>
        <source>Consolidate</source>
        <translation>集中放置</translation>
    </message>
    <message>
        <source>YARN (Tiresias simulator)</source>
        <translation>YARN（Tiresias 模拟器）</translation>
    </message>
    <message>
        <source>Random machines</source>
        <translation>随机机器</translation>
    </message>
    <message>
        <source>Least loaded</source>
        <translation>负载最低优先</translation>
    </message>
    <message>
        <source>Closest GPUs</source>
        <translation>距离最近的 GPU</translation>
    </message>
    <message>
        <source>Cheapest fit</source>
        <translation>最便宜适配</translation>
    </message>
    <message>
        <source>Fastest nominal GPUs</source>
        <translation>标称最快的 GPU</translation>
    </message>
    <message>
        <source>Interference-aware greedy</source>
        <translation>干扰感知贪心</translation>
    </message>
    <message>
        <source>Consolidate or wait</source>
        <translation>集中放置或等待</translation>
    </message>
    <message>
        <source>Dally delay scheduling</source>
        <translation>Dally 延迟调度</translation>
    </message>
    <message>
        <source>As requested</source>
        <translation>按请求</translation>
    </message>
    <message>
        <source>Fixed size</source>
        <translation>固定规模</translation>
    </message>
    <message>
        <source>DRF bundles (DL2)</source>
        <translation>DRF 资源包（DL2）</translation>
    </message>
    <message>
        <source>FIFO bundles (DL2)</source>
        <translation>FIFO 资源包（DL2）</translation>
    </message>
    <message>
        <source>SRTF bundles (DL2)</source>
        <translation>SRTF 资源包（DL2）</translation>
    </message>
    <message>
        <source>Optimus marginal gain</source>
        <translation>Optimus 边际收益</translation>
    </message>
    <message>
        <source>One queue</source>
        <translation>单一队列</translation>
    </message>
    <message>
        <source>Strict quotas (Philly&apos;s virtual clusters)</source>
        <translation>严格配额（Philly 的虚拟集群）</translation>
    </message>
    <message>
        <source>Quotas with borrowing (a Kueue cohort, no reclaim)</source>
        <translation>可借用的配额（Kueue 队列组，不回收）</translation>
    </message>
    <message>
        <source>Quotas with borrowing and reclaim (a Kueue cohort)</source>
        <translation>可借用并可回收的配额（Kueue 队列组）</translation>
    </message>
    <message>
        <source>Capacity scheduler (YARN)</source>
        <translation>容量调度器（YARN）</translation>
    </message>
    <message>
        <source>Fair share (Slurm multifactor)</source>
        <translation>公平份额（Slurm 多因子）</translation>
    </message>
    <message>
        <source>Slurm (main loop and backfill)</source>
        <translation>Slurm（主循环与回填）</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The scenario “%1” has unsaved changes. Save them?</source>
        <translation>场景“%1”有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <source>Gantry scenarios (*.yaml *.yml);;All files (*)</source>
        <translation>Gantry 场景 (*.yaml *.yml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>“%1” is not a number.</source>
        <translation>“%1”不是数字。</translation>
    </message>
    <message>
        <source>cannot write the PDF %1</source>
        <translation>无法写入 PDF %1</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Figure %1. %2</source>
        <translation>图 %1. %2</translation>
    </message>
    <message>
        <source>Figure %1</source>
        <translation>图 %1</translation>
    </message>
    <message>
        <source>Job completion time, every run (CDF)</source>
        <translation>作业完成时间，各次运行（CDF）</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>share of jobs</source>
        <translation>作业占比</translation>
    </message>
    <message>
        <source>The question.</source>
        <translation>问题：</translation>
    </message>
    <message>
        <source>The answer.</source>
        <translation>答案：</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message numerus="yes">
        <source>%n machines in %1, %2.</source>
        <translation>
            <numerusform>%n 台机器，分布在 %1中，共 %2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n racks</source>
        <translation>
            <numerusform>%n 个机架</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPUs</source>
        <translation>
            <numerusform>%n 个 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>machines</source>
        <translation>机器数</translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation>GPU 类型</translation>
    </message>
    <message>
        <source>GPUs each</source>
        <translation>每台 GPU 数</translation>
    </message>
    <message>
        <source>speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>price per GPU-hour</source>
        <translation>每 GPU 小时价格</translation>
    </message>
    <message>
        <source>Rack uplinks %1 Gb/s, oversubscription %2 (first rack).</source>
        <translation>机架上行链路 %1 Gb/s，超额订阅比 %2（第一个机架）。</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n jobs, %2 GPU-hours at the reference speed.</source>
        <translation>
            <numerusform>%1：%n 个作业，按参考速度计 %2 GPU 小时。</numerusform>
        </translation>
    </message>
    <message>
        <source>recorded duration</source>
        <translation>记录的时长</translation>
    </message>
    <message>
        <source>median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>GPUs per job</source>
        <translation>每个作业的 GPU 数</translation>
    </message>
    <message>
        <source>jobs</source>
        <translation>作业数</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>policy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Changes against the base run; green is better.</source>
        <translation>相对基准运行的变化；绿色表示更好。</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>tenant</source>
        <translation>租户</translation>
    </message>
    <message>
        <source>quota</source>
        <translation>配额</translation>
    </message>
    <message>
        <source>GPU share</source>
        <translation>GPU 份额</translation>
    </message>
    <message>
        <source>Average queueing delay of each tenant&apos;s jobs; quota and share of the GPU time in the base run. Jain&apos;s index over the tenants&apos; average slowdowns: %1.</source>
        <translation>各租户作业的平均排队时间；配额及其在基准运行中的 GPU 时间份额。各租户平均减速比的 Jain 公平指数：%1。</translation>
    </message>
    <message>
        <source>Per tenant</source>
        <translation>按租户</translation>
    </message>
    <message>
        <source>Queued jobs</source>
        <translation>排队作业</translation>
    </message>
    <message>
        <source>GPUs busy</source>
        <translation>忙碌的 GPU</translation>
    </message>
    <message>
        <source>% of GPUs</source>
        <translation>GPU 占比（%）</translation>
    </message>
    <message>
        <source>dollars</source>
        <translation>美元</translation>
    </message>
    <message>
        <source>Wait against JCT, per job (%1)</source>
        <translation>等待时间与 JCT，按作业（%1）</translation>
    </message>
    <message>
        <source>wait (hours)</source>
        <translation>等待时间（小时）</translation>
    </message>
    <message>
        <source>JCT (hours)</source>
        <translation>JCT（小时）</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>随时间变化</translation>
    </message>
    <message>
        <source>Completion times</source>
        <translation>完成时间</translation>
    </message>
    <message>
        <source>Service levels: %1. Looked at %2 of %3 configurations (gantry-cli plan --out lists each with why it failed); %4 shows every one simulated to its end.</source>
        <translation>服务水平：%1。共考察了 %3 个配置中的 %2 个（gantry-cli plan --out 会列出每个配置及其未达标的原因）；%4 展示了每个模拟到结束的配置。</translation>
    </message>
    <message>
        <source>cheapest cluster</source>
        <translation>最便宜的集群</translation>
    </message>
    <message>
        <source>none within the bounds meets the levels</source>
        <translation>范围内没有满足服务水平的配置</translation>
    </message>
    <message>
        <source>%1/h</source>
        <comment>price per hour</comment>
        <translation>%1/小时</translation>
    </message>
    <message>
        <source>dollars per hour</source>
        <translation>美元/小时</translation>
    </message>
    <message>
        <source>%1 (hours)</source>
        <translation>%1（小时）</translation>
    </message>
    <message>
        <source>service level</source>
        <translation>服务水平</translation>
    </message>
    <message>
        <source>Capacity plan</source>
        <translation>容量规划</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the language tag (BCP 47) of this translation</comment>
        <translation>zh-CN</translation>
    </message>
    <message>
        <source>%1 — Gantry report</source>
        <translation>%1 — Gantry 报告</translation>
    </message>
    <message>
        <source>Gantry %1 report, %2</source>
        <translation>Gantry %1 报告，%2</translation>
    </message>
    <message>
        <source>The question, in full</source>
        <translation>完整问题</translation>
    </message>
    <message>
        <source>The question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>(the scenario has no description)</source>
        <translation>（该场景没有描述）</translation>
    </message>
    <message>
        <source>policy and parameters</source>
        <translation>策略与参数</translation>
    </message>
    <message>
        <source>Model profiles: %1. Formulas and their sources: Gantry&apos;s docs/simulator-model.md.</source>
        <translation>模型配置：%1。公式及其来源：Gantry 的 docs/simulator-model.md。</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>scenario SHA-256</source>
        <translation>场景 SHA-256</translation>
    </message>
    <message>
        <source>workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>workload SHA-256</source>
        <translation>工作负载 SHA-256</translation>
    </message>
    <message>
        <source>(generated)</source>
        <translation>（生成）</translation>
    </message>
    <message>
        <source>made on</source>
        <translation>生成日期</translation>
    </message>
    <message>
        <source>A fork starts from the base run&apos;s state at its time and shares everything before it. Jobs submitted from that time on, and the cost from then; changes against the base over the same time.</source>
        <translation>分支从基准运行在其时刻的状态开始，共享此前的一切。统计自该时刻起提交的作业及自那时起的成本；变化相对基准同一时段。</translation>
    </message>
    <message>
        <source>Since each fork</source>
        <translation>自各分支起</translation>
    </message>
    <message>
        <source>fork</source>
        <translation>分支</translation>
    </message>
    <message>
        <source>cheapest machines to add</source>
        <translation>最便宜的新增机器</translation>
    </message>
    <message>
        <source>Usage cost so far (GPU-hours held x price)</source>
        <translation>迄今的使用成本（占用的 GPU 小时 x 价格）</translation>
    </message>
    <message>
        <source>Figures %1 to %2 follow every run through the trace: the queue, the GPUs busy and the usage cost so far.</source>
        <translation>图 %1 至图 %2 跟踪每次运行在整个轨迹中的情况：队列、忙碌的 GPU 和迄今的使用成本。</translation>
    </message>
    <message>
        <source>cluster cost</source>
        <translation>集群成本</translation>
    </message>
    <message>
        <source>usage cost</source>
        <translation>使用成本</translation>
    </message>
    <message>
        <source>hours (log scale)</source>
        <translation>小时（对数刻度）</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <comment>a tenant&apos;s service metric</comment>
        <translation>%1 的%2</translation>
    </message>
    <message>
        <source>avg JCT</source>
        <translation>平均 JCT</translation>
    </message>
    <message>
        <source>avg queueing</source>
        <translation>平均排队时间</translation>
    </message>
    <message>
        <source>option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>meets the levels</source>
        <translation>满足服务水平</translation>
    </message>
    <message>
        <source>against today</source>
        <translation>与现状相比</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>no: %1</source>
        <translation>否：%1</translation>
    </message>
    <message>
        <source>The options side by side</source>
        <translation>各选项对比</translation>
    </message>
    <message>
        <source>The options against %1 (dashed: the level)</source>
        <translation>各选项与 %1 的对比（虚线：服务水平）</translation>
    </message>
    <message>
        <source>Costs are the usage cost (the scenario&apos;s billing: %1): the GPU-hours its jobs hold x price, what a pay-per-use cloud bills, over %2 and as a month (730 hours) of that. Today&apos;s cluster is the scenario as it is; forks are events, not options, and are compared in their own table.</source>
        <translation>成本为使用成本（场景的计费方式：%1）：其作业占用的 GPU 小时 x 价格，即按使用付费的云会收取的费用，统计区间为 %2，并折算为一个月（730 小时）。现有集群即场景本身；分支是事件而非选项，另表比较。</translation>
    </message>
    <message>
        <source>Costs are the cluster&apos;s cost (the scenario&apos;s billing: %1): what its machines cost, busy or idle, over %2 and as a month (730 hours) of that. Today&apos;s cluster is the scenario as it is; forks are events, not options, and are compared in their own table.</source>
        <translation>成本为集群成本（场景的计费方式：%1）：其机器的费用，无论忙闲，统计区间为 %2，并折算为一个月（730 小时）。现有集群即场景本身；分支是事件而非选项，另表比较。</translation>
    </message>
    <message>
        <source>%1 shows every run&apos;s completion times on a log scale (a few jobs run for weeks, most for minutes); %2 shows how long each job of the base run waited against how long it took.</source>
        <translation>%1 以对数刻度显示每次运行的完成时间（少数作业运行数周，大多数只需几分钟）；%2 显示基准运行中每个作业的等待时间与其完成时间的关系。</translation>
    </message>
    <message>
        <source>The cheapest is by the usage cost (the runs&apos; GPU-hours held x prices).</source>
        <translation>最便宜按使用成本计（运行占用的 GPU 小时 x 价格）。</translation>
    </message>
    <message>
        <source>The cheapest is by the cluster&apos;s cost (its machines&apos; price per hour).</source>
        <translation>最便宜按集群成本计（其机器每小时的价格）。</translation>
    </message>
    <message>
        <source>Usage cost against %1 (complete runs; the level as a line)</source>
        <translation>使用成本与 %1（完整运行；服务水平为直线）</translation>
    </message>
    <message>
        <source>Cluster cost against %1 (complete runs; the level as a line)</source>
        <translation>集群成本与 %1（完整运行；服务水平为直线）</translation>
    </message>
    <message>
        <source>dollars (GPU-hours held x price)</source>
        <translation>美元（占用的 GPU 小时 x 价格）</translation>
    </message>
    <message>
        <source>The trace records when each job really started. Replayed under this scenario (the base run), %1 of %2 jobs start within a minute of their recorded start and %3 within 10 seconds; the order of the starts agrees with the recorded order with a Kendall&apos;s tau of %4 (1: the same order); the mean wait is %5 against %6 recorded.</source>
        <translation>轨迹记录了每个作业实际开始的时间。在本场景下重放（基准运行），%2 个作业中有 %1 在其记录的开始时间一分钟内开始，%3 在 10 秒内开始；开始顺序与记录顺序的 Kendall tau 为 %4（1 表示顺序相同）；平均等待为 %5，记录值为 %6。</translation>
    </message>
    <message>
        <source>within 10 s</source>
        <translation>10 秒内</translation>
    </message>
    <message>
        <source>within 60 s</source>
        <translation>60 秒内</translation>
    </message>
    <message>
        <source>mean wait, recorded</source>
        <translation>平均等待（记录）</translation>
    </message>
    <message>
        <source>mean wait, replayed</source>
        <translation>平均等待（重放）</translation>
    </message>
    <message>
        <source>all jobs</source>
        <translation>所有作业</translation>
    </message>
    <message>
        <source>A real scheduler does not repeat itself exactly either: on Gantry&apos;s recordings of a real Slurm, a second run of the same jobs started %1 to %2 of them within 60 s of the first (Gantry&apos;s docs/simulator-model.md, &quot;Against a real Slurm&quot;).</source>
        <translation>真实的调度器也不会完全重复自己：在 Gantry 对真实 Slurm 的录制中，同一批作业的第二次运行有 %1 到 %2 的作业在第一次开始时间的 60 秒内开始（Gantry 的 docs/simulator-model.md，“Against a real Slurm”）。</translation>
    </message>
    <message numerus="yes">
        <source>Left out: %n jobs that never started in the replay.</source>
        <translation>
            <numerusform>未计入：%n 个作业在重放中从未开始。</numerusform>
        </translation>
    </message>
    <message>
        <source>Against the real cluster</source>
        <translation>与真实集群对比</translation>
    </message>
</context>
<context>
    <name>ScoreName</name>
    <message>
        <source>probability</source>
        <translation>概率</translation>
    </message>
    <message>
        <source>time a waiting job&apos;s options widen (s)</source>
        <translation>等待作业可选范围扩大的时间（秒）</translation>
    </message>
    <message>
        <source>time of the next priority change (s)</source>
        <translation>下次优先级变化的时间（秒）</translation>
    </message>
    <message>
        <source>sizing score</source>
        <translation>规模评分</translation>
    </message>
    <message>
        <source>slowdown (x)</source>
        <translation>减速比（×）</translation>
    </message>
    <message>
        <source>GPU-seconds</source>
        <translation>GPU 秒</translation>
    </message>
    <message>
        <source>delay timer (s): T1 = one rack after, T2 = any spread after</source>
        <translation>延迟计时器（秒）：T1 之后可用单个机架，T2 之后可任意分布</translation>
    </message>
    <message>
        <source>submit time (s, lower first)</source>
        <translation>提交时间（秒，小者优先）</translation>
    </message>
    <message>
        <source>duration (s, lower first)</source>
        <translation>时长（秒，短者优先）</translation>
    </message>
    <message>
        <source>remaining work (reference s, lower first)</source>
        <translation>剩余工作量（参考秒，少者优先）</translation>
    </message>
    <message>
        <source>requested GPUs (lower first)</source>
        <translation>请求的 GPU 数（少者优先）</translation>
    </message>
    <message>
        <source>MLFQ queue (0 = highest)</source>
        <translation>MLFQ 队列（0 = 最高）</translation>
    </message>
    <message>
        <source>owner&apos;s dominant share (lower first)</source>
        <translation>所有者的主导份额（小者优先）</translation>
    </message>
    <message>
        <source>-(alignment + w x SRTF term) (lower first)</source>
        <translation>-(对齐度 + w × SRTF 项)（小者优先）</translation>
    </message>
    <message>
        <source>random draw (lower first)</source>
        <translation>随机抽取值（小者优先）</translation>
    </message>
    <message>
        <source>GPUs its tenant holds beyond its quota</source>
        <translation>其租户超出配额持有的 GPU 数</translation>
    </message>
    <message>
        <source>priority (lower first)</source>
        <translation>优先级（小者优先）</translation>
    </message>
    <message>
        <source>priority (higher first)</source>
        <translation>优先级（高者优先）</translation>
    </message>
</context>
<context>
    <name>gantry::gui::CalibrateDialog</name>
    <message>
        <source>Calibrate against the trace</source>
        <translation>对照轨迹校准</translation>
    </message>
    <message>
        <source>How close is the replay to what the cluster did? The scenario runs as it is, and each job&apos;s simulated wait in the queue is compared with the one its trace recorded, overall and per tenant. A fit scales what the trace does not show (other load on the cluster, the tenants&apos; shares) to bring them closer; the method: the manual&apos;s simulator-model page, &quot;Against the real cluster&quot;.</source>
        <translation>回放与集群实际情况有多接近？场景按原样运行，每个作业在队列中的模拟等待时间与其轨迹记录的等待时间进行比较，包括总体和每个租户。拟合会缩放轨迹未体现的部分（集群上的其他负载、租户的份额）以使二者更接近；方法见手册的 simulator-model 页面“Against the real cluster”。</translation>
    </message>
    <message>
        <source>Fit the cluster&apos;s size (its machines scaled)</source>
        <translation>拟合集群规模（按比例缩放其机器）</translation>
    </message>
    <message>
        <source>Fit the tenants&apos; quotas</source>
        <translation>拟合租户的配额</translation>
    </message>
    <message>
        <source>Needs tenants with quotas and a sharing policy that keeps them</source>
        <translation>需要有配额的租户以及保持配额的共享策略</translation>
    </message>
    <message>
        <source>between</source>
        <translation>介于</translation>
    </message>
    <message>
        <source>and</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Add the fitted scenario as a what-if variant</source>
        <translation>将拟合后的场景添加为假设变体</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>&lt;b&gt;The scenario as written&lt;/b&gt; (rec: recorded, sim: simulated)</source>
        <translation>&lt;b&gt;按原样的场景&lt;/b&gt;（rec：记录，sim：模拟）</translation>
    </message>
    <message>
        <source>&lt;b&gt;With the fitted values&lt;/b&gt;</source>
        <translation>&lt;b&gt;使用拟合值&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Running the scenario…</source>
        <translation>正在运行场景…</translation>
    </message>
    <message>
        <source>Fitting: every grid point is a run…</source>
        <translation>拟合中：每个网格点都是一次运行…</translation>
    </message>
    <message>
        <source>%1 of %2 jobs have a recorded queueing delay; %3 of them never started in the run (not compared). MAE: mean |simulated − recorded|; bias: mean (simulated − recorded); r: correlation.</source>
        <translation>%2 个作业中有 %1 个记录了排队延迟；其中 %3 个在运行中从未启动（未比较）。MAE：|模拟 − 记录| 的均值；bias：（模拟 − 记录）的均值；r：相关系数。</translation>
    </message>
    <message>
        <source>Fit:</source>
        <translation>拟合：</translation>
    </message>
    <message>
        <source>Fitted to the trace</source>
        <translation>按轨迹拟合</translation>
    </message>
    <message>
        <source>Fitted to the trace (%1)</source>
        <translation>按轨迹拟合（%1）</translation>
    </message>
    <message>
        <source>Add the fitted scenario as a variant</source>
        <translation>将拟合后的场景添加为变体</translation>
    </message>
    <message>
        <source>Added as the variant “%1”.</source>
        <translation>已添加为变体“%1”。</translation>
    </message>
</context>
<context>
    <name>gantry::gui::CandidateBars</name>
    <message>
        <source>No candidates recorded for this decision.</source>
        <translation>此决策未记录候选项。</translation>
    </message>
</context>
<context>
    <name>gantry::gui::ClusterEditor</name>
    <message>
        <source>Select a rack or a machine to edit it.</source>
        <translation>选择一个机架或一台机器进行编辑。</translation>
    </message>
    <message>
        <source>Rack / machine</source>
        <translation>机架 / 机器</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Perf</source>
        <translation>性能</translation>
    </message>
    <message>
        <source>Add rack</source>
        <translation>添加机架</translation>
    </message>
    <message>
        <source>Add machine</source>
        <translation>添加机器</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source> Gb/s</source>
        <translation> Gb/s</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Uplink bandwidth</source>
        <translation>上行带宽</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>超额订阅</translation>
    </message>
    <message>
        <source>Hidden performance factor: 1 is nominal, 0.5 runs at half speed.</source>
        <translation>隐藏性能系数：1 为标称值，0.5 表示以一半速度运行。</translation>
    </message>
    <message>
        <source>Spot machine (billed at the spot price)</source>
        <translation>竞价机器（按竞价价格计费）</translation>
    </message>
    <message>
        <source> $/GPU-hour</source>
        <translation> $/GPU·小时</translation>
    </message>
    <message>
        <source> × reference</source>
        <translation> × 基准</translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation>GPU 类型</translation>
    </message>
    <message>
        <source>CPU slots</source>
        <translation>CPU 槽位</translation>
    </message>
    <message>
        <source>NIC bandwidth</source>
        <translation>网卡带宽</translation>
    </message>
    <message>
        <source>GPU-to-GPU bandwidth</source>
        <translation>GPU 间带宽</translation>
    </message>
    <message>
        <source>Performance factor</source>
        <translation>性能系数</translation>
    </message>
    <message>
        <source>&lt;b&gt;GPU type&lt;/b&gt; (shared by every machine of this type)</source>
        <translation>&lt;b&gt;GPU 类型&lt;/b&gt;（此类型的所有机器共用）</translation>
    </message>
    <message>
        <source>New GPU type</source>
        <translation>新建 GPU 类型</translation>
    </message>
    <message>
        <source>Copies this machine&apos;s GPU type under a new name and gives it to the machine.</source>
        <translation>以新名称复制此机器的 GPU 类型，并将其分配给此机器。</translation>
    </message>
    <message>
        <source>Type name</source>
        <translation>类型名称</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>A rack needs a name.</source>
        <translation>机架需要一个名称。</translation>
    </message>
    <message>
        <source>Rename rack</source>
        <translation>重命名机架</translation>
    </message>
    <message>
        <source>Change uplink bandwidth</source>
        <translation>更改上行带宽</translation>
    </message>
    <message>
        <source>Change oversubscription</source>
        <translation>更改超额订阅</translation>
    </message>
    <message>
        <source>A machine needs a name.</source>
        <translation>机器需要一个名称。</translation>
    </message>
    <message>
        <source>Rename machine</source>
        <translation>重命名机器</translation>
    </message>
    <message>
        <source>Change GPU type</source>
        <translation>更改 GPU 类型</translation>
    </message>
    <message>
        <source>Change GPU count</source>
        <translation>更改 GPU 数量</translation>
    </message>
    <message>
        <source>Change CPU slots</source>
        <translation>更改 CPU 槽位</translation>
    </message>
    <message>
        <source>Change NIC bandwidth</source>
        <translation>更改网卡带宽</translation>
    </message>
    <message>
        <source>Change GPU-to-GPU bandwidth</source>
        <translation>更改 GPU 间带宽</translation>
    </message>
    <message>
        <source>Must be greater than 0.</source>
        <translation>必须大于 0。</translation>
    </message>
    <message>
        <source>Change performance factor</source>
        <translation>更改性能系数</translation>
    </message>
    <message>
        <source>Toggle spot pricing</source>
        <translation>切换竞价计费</translation>
    </message>
    <message>
        <source>A GPU type needs a name.</source>
        <translation>GPU 类型需要一个名称。</translation>
    </message>
    <message>
        <source>Another GPU type is called %1.</source>
        <translation>已有另一个 GPU 类型名为 %1。</translation>
    </message>
    <message>
        <source>Rename GPU type</source>
        <translation>重命名 GPU 类型</translation>
    </message>
    <message>
        <source>Change GPU price</source>
        <translation>更改 GPU 价格</translation>
    </message>
    <message>
        <source>Change GPU speed</source>
        <translation>更改 GPU 速度</translation>
    </message>
    <message>
        <source>%1 racks · %2 machines · %3 GPUs</source>
        <translation>%1 个机架 · %2 台机器 · %3 个 GPU</translation>
    </message>
    <message>
        <source>Add rack %1</source>
        <translation>添加机架 %1</translation>
    </message>
    <message>
        <source>Add machine %1</source>
        <translation>添加机器 %1</translation>
    </message>
    <message>
        <source>Add GPU type %1</source>
        <translation>添加 GPU 类型 %1</translation>
    </message>
    <message>
        <source>Remove machine %1</source>
        <translation>移除机器 %1</translation>
    </message>
    <message>
        <source>A cluster needs at least one rack.</source>
        <translation>集群至少需要一个机架。</translation>
    </message>
    <message>
        <source>Remove rack %1</source>
        <translation>移除机架 %1</translation>
    </message>
    <message>
        <source>Cannot remove: %1</source>
        <translation>无法移除：%1</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>分区</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n machine(s)</source>
        <translation>
            <numerusform>%1：%n 台机器</numerusform>
        </translation>
    </message>
    <message>
        <source>, default</source>
        <translation>，默认</translation>
    </message>
    <message>
        <source>, tier %1</source>
        <translation>，层级 %1</translation>
    </message>
    <message>
        <source>Partitions (jobs run on their partition&apos;s machines): %1</source>
        <translation>分区（作业运行在其分区的机器上）：%1</translation>
    </message>
</context>
<context>
    <name>gantry::gui::ComparisonModel</name>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Avg JCT</source>
        <translation>平均 JCT</translation>
    </message>
    <message>
        <source>p95 JCT</source>
        <translation>p95 JCT</translation>
    </message>
    <message>
        <source>Makespan</source>
        <translation>完工时间</translation>
    </message>
    <message>
        <source>Avg wait</source>
        <translation>平均等待</translation>
    </message>
    <message>
        <source>GPU util.</source>
        <translation>GPU 利用率</translation>
    </message>
    <message>
        <source>Comm. overhead</source>
        <translation>通信开销</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>running %1%</source>
        <translation>运行中 %1%</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>What the GPU-hours its jobs hold would be billed a month by a pay-per-use cloud</source>
        <translation>按使用付费的云每月对其作业占用的 GPU 小时收取的费用</translation>
    </message>
    <message>
        <source>What its machines cost a month, busy or idle</source>
        <translation>其机器每月的费用，无论忙闲</translation>
    </message>
    <message>
        <source>Usage cost/month</source>
        <translation>使用成本/月</translation>
    </message>
    <message>
        <source>Cluster cost/month</source>
        <translation>集群成本/月</translation>
    </message>
    <message>
        <source>not comparable</source>
        <translation>不可比较</translation>
    </message>
</context>
<context>
    <name>gantry::gui::ComparisonPanel</name>
    <message>
        <source>Each tenant in each run; changes against the same tenant in the baseline</source>
        <translation>每次运行中的每个租户；相对于基准中同一租户的变化</translation>
    </message>
    <message>
        <source>Run comparison</source>
        <translation>运行比较</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Re-run after edits</source>
        <translation>编辑后重新运行</translation>
    </message>
    <message>
        <source>Queue length, every run</source>
        <translation>队列长度，所有运行</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>queued jobs</source>
        <translation>排队作业</translation>
    </message>
    <message>
        <source>JCT CDF, every run</source>
        <translation>JCT 累积分布（CDF），所有运行</translation>
    </message>
    <message>
        <source>fraction of jobs</source>
        <translation>作业比例</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message numerus="yes">
        <source>running %n run(s)…</source>
        <translation>
            <numerusform>正在进行 %n 次运行…</numerusform>
        </translation>
    </message>
    <message>
        <source>up to date</source>
        <translation>已是最新</translation>
    </message>
    <message>
        <source>Tenant</source>
        <translation>租户</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Avg JCT</source>
        <translation>平均 JCT</translation>
    </message>
    <message>
        <source>Avg queueing</source>
        <translation>平均排队</translation>
    </message>
    <message>
        <source>p95 queueing</source>
        <translation>p95 排队</translation>
    </message>
    <message>
        <source>GPU share</source>
        <translation>GPU 份额</translation>
    </message>
    <message>
        <source>Quota use</source>
        <translation>配额使用</translation>
    </message>
    <message>
        <source>Remove variant %1</source>
        <translation>移除变体 %1</translation>
    </message>
    <message>
        <source>Each fork since its time: the jobs submitted from then on and the cost from then, against the baseline over the same time</source>
        <translation>各分支自其时刻起：此后提交的作业和此后的成本，与基准同一时段相比</translation>
    </message>
    <message>
        <source>Fork</source>
        <translation>分支</translation>
    </message>
    <message>
        <source>From</source>
        <translation>起始</translation>
    </message>
    <message>
        <source>Jobs since</source>
        <translation>此后作业数</translation>
    </message>
    <message>
        <source>Avg JCT since</source>
        <translation>此后平均 JCT</translation>
    </message>
    <message>
        <source>Avg queueing since</source>
        <translation>此后平均排队时间</translation>
    </message>
    <message>
        <source>JCT (hours, log scale)</source>
        <translation>JCT（小时，对数刻度）</translation>
    </message>
    <message>
        <source>not run yet</source>
        <translation>尚未运行</translation>
    </message>
    <message numerus="yes">
        <source>Run comparison simulates these %n run(s) side by side</source>
        <translation>
            <numerusform>“运行比较”将并排模拟这 %n 次运行</numerusform>
        </translation>
    </message>
    <message>
        <source>Usage cost since</source>
        <translation>此后的使用成本</translation>
    </message>
    <message>
        <source>Cluster cost since</source>
        <translation>此后的集群成本</translation>
    </message>
    <message>
        <source>&lt;i&gt;The answer against today&apos;s cluster appears when every run is in.&lt;/i&gt;</source>
        <translation>&lt;i&gt;所有运行完成后，将显示与现有集群相比的答案。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;Run comparison to see which variant answers the scenario&apos;s question, against today&apos;s cluster.&lt;/i&gt;</source>
        <translation>&lt;i&gt;运行比较，查看哪个变体相对现有集群回答了场景的问题。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The answer.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;答案。&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>Remove selected variant</source>
        <translation>删除所选变体</translation>
    </message>
    <message>
        <source>Today&apos;s cluster</source>
        <translation>现有集群</translation>
    </message>
</context>
<context>
    <name>gantry::gui::DecisionModel</name>
    <message>
        <source>refused: %1</source>
        <translation>已拒绝：%1</translation>
    </message>
    <message>
        <source>%1 GPUs on %2 machine(s), %3 rack(s)</source>
        <translation>%1 个 GPU，分布在 %2 台机器、%3 个机架</translation>
    </message>
    <message>
        <source>applied</source>
        <translation>已执行</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>决策者</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
</context>
<context>
    <name>gantry::gui::DecisionPanel</name>
    <message>
        <source>Follow the latest decision</source>
        <translation>跟随最新决策</translation>
    </message>
    <message>
        <source>Select a decision to see the candidates the policy weighed.</source>
        <translation>选择一个决策，查看策略权衡过的候选项。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; %2 at %3 by &lt;i&gt;%4&lt;/i&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2，时间 %3，由 &lt;i&gt;%4&lt;/i&gt; 决定</translation>
    </message>
    <message>
        <source>Candidates by %1</source>
        <translation>按 %1 排列的候选项</translation>
    </message>
    <message>
        <source>Orange: the job this decision is about.</source>
        <translation>橙色：此决策涉及的作业。</translation>
    </message>
    <message>
        <source>score</source>
        <translation>评分</translation>
    </message>
</context>
<context>
    <name>gantry::gui::ExportDeploymentDialog</name>
    <message>
        <source>Export deployment</source>
        <translation>导出部署</translation>
    </message>
    <message>
        <source>The tenants&apos; quotas and sharing as the files your scheduler applies. Read them before applying: what each system cannot express is said in the files&apos; comments and in the manual&apos;s tenants page, &quot;Deploying the answer&quot;.</source>
        <translation>租户的配额和共享方式，以调度器可应用的文件形式给出。应用前请先阅读：各系统无法表达的内容写在文件注释以及手册的 tenants 页面“Deploying the answer”中。</translation>
    </message>
    <message>
        <source>Kueue (kueue.yaml: kubectl apply -f kueue.yaml)</source>
        <translation>Kueue（kueue.yaml：kubectl apply -f kueue.yaml）</translation>
    </message>
    <message>
        <source>the scenario as it is</source>
        <translation>按原样的场景</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>For</source>
        <translation>用于</translation>
    </message>
    <message>
        <source>Of</source>
        <translation>来自</translation>
    </message>
    <message>
        <source>Save the deployment</source>
        <translation>保存部署</translation>
    </message>
    <message>
        <source>Deployment files (*.yaml *.conf *.sh);;All files (*)</source>
        <translation>部署文件 (*.yaml *.conf *.sh);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot save the deployment</source>
        <translation>无法保存部署</translation>
    </message>
    <message>
        <source>Deployment saved</source>
        <translation>部署已保存</translation>
    </message>
    <message>
        <source>Written into %1.</source>
        <translation>已写入 %1。</translation>
    </message>
    <message>
        <source>Slurm (slurm.conf, sacctmgr.sh, associations.cfg)</source>
        <translation>Slurm（slurm.conf、sacctmgr.sh、associations.cfg）</translation>
    </message>
</context>
<context>
    <name>gantry::gui::ForkDialog</name>
    <message>
        <source>Fork here</source>
        <translation>从此处分支</translation>
    </message>
    <message>
        <source>A fork starts from this run&apos;s state at %1 and changes it from then on. It is added to the what-if comparison, which shows it beside the base since that moment.</source>
        <translation>分支从本次运行在 %1 时的状态开始，并从那时起改变它。它会加入假设比较，从该时刻起与基准并列显示。</translation>
    </message>
    <message>
        <source>A rack fails</source>
        <translation>一个机架故障</translation>
    </message>
    <message>
        <source>The ordering policy changes</source>
        <translation>排序策略改变</translation>
    </message>
    <message>
        <source>A burst of jobs arrives</source>
        <translation>一批作业到达</translation>
    </message>
    <message>
        <source>A GPU price changes</source>
        <translation>GPU 价格变化</translation>
    </message>
    <message>
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <source>until the end</source>
        <translation>直到结束</translation>
    </message>
    <message>
        <source>Rack:</source>
        <translation>机架：</translation>
    </message>
    <message>
        <source>Down for:</source>
        <translation>停机时长：</translation>
    </message>
    <message>
        <source>From then on:</source>
        <translation>此后：</translation>
    </message>
    <message>
        <source>Jobs:</source>
        <translation>作业数：</translation>
    </message>
    <message>
        <source>Per hour:</source>
        <translation>每小时：</translation>
    </message>
    <message>
        <source>Philly&apos;s mix of sizes and lengths (the poisson-philly generator).</source>
        <translation>Philly 的规模与时长分布（poisson-philly 生成器）。</translation>
    </message>
    <message>
        <source>GPU type:</source>
        <translation>GPU 类型：</translation>
    </message>
    <message>
        <source>Price per GPU-hour:</source>
        <translation>每 GPU 小时价格：</translation>
    </message>
    <message>
        <source>Add the fork</source>
        <translation>添加分支</translation>
    </message>
    <message>
        <source>What happens:</source>
        <translation>发生什么：</translation>
    </message>
    <message>
        <source>Variant name:</source>
        <translation>变体名称：</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>自 %2 起 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n jobs arrive at %1</source>
        <translation>
            <numerusform>%n 个作业在 %1 到达</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 price changes at %2</source>
        <translation>%1 价格在 %2 变化</translation>
    </message>
    <message>
        <source>Machines join</source>
        <translation>机器加入</translation>
    </message>
    <message>
        <source>A rack leaves for good</source>
        <translation>一个机架永久移除</translation>
    </message>
    <message>
        <source>Machines:</source>
        <translation>机器数：</translation>
    </message>
    <message>
        <source>Copies of the cluster&apos;s first machine of that type, in its rack.</source>
        <translation>复制集群中该类型的第一台机器，放在其机架中。</translation>
    </message>
    <message>
        <source>Its jobs restart elsewhere from their last checkpoint; its machines no longer count in the cluster.</source>
        <translation>其作业从上一个检查点在别处重启；其机器不再计入集群。</translation>
    </message>
    <message numerus="yes">
        <source>%n %1 machines join at %2</source>
        <translation>
            <numerusform>%n 台 %1 机器于 %2 加入</numerusform>
        </translation>
    </message>
    <message>
        <source>rack %1 leaves at %2</source>
        <translation>机架 %1 于 %2 移除</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>rack %1</source>
        <translation>机架 %1</translation>
    </message>
    <message>
        <source>Rack or machine:</source>
        <translation>机架或机器：</translation>
    </message>
    <message>
        <source>%1 fails at %2</source>
        <translation>%1 于 %2 故障</translation>
    </message>
</context>
<context>
    <name>gantry::gui::GanttView</name>
    <message>
        <source>Gantt chart</source>
        <translation>甘特图</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Run the scenario to see which job holds each GPU over time.</source>
        <translation>运行场景，查看每个 GPU 随时间被哪个作业占用。</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>排队中</translation>
    </message>
    <message>
        <source>waiting again after a preemption or failure</source>
        <translation>被抢占或故障后再次等待</translation>
    </message>
    <message numerus="yes">
        <source>running on %n GPU(s)</source>
        <translation>
            <numerusform>在 %n 个 GPU 上运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>restoring its checkpoint on %n GPU(s)</source>
        <translation>
            <numerusform>正在 %n 个 GPU 上恢复检查点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>writing its checkpoint on %n GPU(s)</source>
        <translation>
            <numerusform>正在 %n 个 GPU 上写入检查点</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2 GPUs requested)&lt;br&gt;%3&lt;br&gt;%4 → %5 (%6)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（请求 %2 个 GPU）&lt;br&gt;%3&lt;br&gt;%4 → %5（%6）</translation>
    </message>
    <message>
        <source>now</source>
        <translation>现在</translation>
    </message>
</context>
<context>
    <name>gantry::gui::GeneratorForm</name>
    <message>
        <source>Jobs</source>
        <translation>作业数</translation>
    </message>
    <message>
        <source>Jobs per hour</source>
        <translation>每小时作业数</translation>
    </message>
    <message>
        <source>Most GPUs per job</source>
        <translation>每个作业最多 GPU 数</translation>
    </message>
    <message>
        <source>Fewest GPUs per job</source>
        <translation>每个作业最少 GPU 数</translation>
    </message>
    <message>
        <source>Longest duration (hours)</source>
        <translation>最长时长（小时）</translation>
    </message>
    <message>
        <source>Median duration (seconds)</source>
        <translation>时长中位数（秒）</translation>
    </message>
    <message>
        <source>Spread of durations (log-normal sigma)</source>
        <translation>时长离散度（对数正态 sigma）</translation>
    </message>
    <message>
        <source>Slot length (seconds)</source>
        <translation>时隙长度（秒）</translation>
    </message>
    <message>
        <source>Mean arrivals per slot</source>
        <translation>每时隙平均到达数</translation>
    </message>
    <message>
        <source>Most arrivals per slot</source>
        <translation>每时隙最多到达数</translation>
    </message>
    <message>
        <source>Most workers per job</source>
        <translation>每个作业最多 worker 数</translation>
    </message>
    <message>
        <source>Workers requested</source>
        <translation>请求的 worker 数</translation>
    </message>
    <message>
        <source>Parameter servers per job</source>
        <translation>每个作业的参数服务器数</translation>
    </message>
    <message>
        <source>Longest job (steps)</source>
        <translation>最长作业（步数）</translation>
    </message>
    <message>
        <source>Step length (seconds)</source>
        <translation>步长（秒）</translation>
    </message>
    <message>
        <source>Chance of an arrival per step</source>
        <translation>每步到达概率</translation>
    </message>
    <message>
        <source>Most parameter servers per job</source>
        <translation>每个作业最多参数服务器数</translation>
    </message>
    <message>
        <source>Share of one-worker jobs</source>
        <translation>单 worker 作业比例</translation>
    </message>
    <message>
        <source>Share of parameter-server jobs</source>
        <translation>参数服务器作业比例</translation>
    </message>
    <message>
        <source>Fewest epochs</source>
        <translation>最少训练轮数</translation>
    </message>
    <message>
        <source>Most epochs</source>
        <translation>最多训练轮数</translation>
    </message>
    <message>
        <source>Alibaba arrival pattern (DL2)</source>
        <translation>阿里巴巴到达模式（DL2）</translation>
    </message>
</context>
<context>
    <name>gantry::gui::JobTableModel</name>
    <message>
        <source>Step time against one machine, on an idle network: one rack ×%1, across racks ×%2 (%3 of its speed lost across racks)</source>
        <translation>相对于单台机器的步时（网络空闲）：单机架 ×%1，跨机架 ×%2（跨机架损失 %3 的速度）</translation>
    </message>
    <message>
        <source>Share of the job&apos;s run time spent communicating (placement-aware speed model)</source>
        <translation>作业运行时间中用于通信的比例（考虑放置的速度模型）</translation>
    </message>
    <message>
        <source>Edited in this scenario (workload.overrides); undo to restore</source>
        <translation>已在此场景中编辑（workload.overrides）；撤销可恢复</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>待提交</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>排队中</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>Job %1: &apos;%2&apos; is not a number.</source>
        <translation>作业 %1：“%2”不是数字。</translation>
    </message>
    <message>
        <source>Submit times cannot be edited while the workload skips its first seconds.</source>
        <translation>工作负载跳过开头若干秒时，无法编辑提交时间。</translation>
    </message>
    <message>
        <source>Job %1: the submit time must be &gt;= 0.</source>
        <translation>作业 %1：提交时间必须 &gt;= 0。</translation>
    </message>
    <message>
        <source>submit time</source>
        <translation>提交时间</translation>
    </message>
    <message>
        <source>Job %1: the duration must be &gt; 0.</source>
        <translation>作业 %1：持续时间必须 &gt; 0。</translation>
    </message>
    <message>
        <source>duration</source>
        <translation>持续时间</translation>
    </message>
    <message>
        <source>Job %1: GPUs must be a whole number &gt;= 1.</source>
        <translation>作业 %1：GPU 数量必须是 &gt;= 1 的整数。</translation>
    </message>
    <message>
        <source>Job %1: the cluster has only %2 GPUs.</source>
        <translation>作业 %1：集群只有 %2 个 GPU。</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Edit %1 of job %2</source>
        <translation>编辑作业 %2 的%1</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>提交时间</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>持续时间</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Across racks</source>
        <translation>跨机架</translation>
    </message>
    <message>
        <source>Comm.</source>
        <translation>通信</translation>
    </message>
    <message>
        <source>Rejected: it can never run here, because it %1</source>
        <translation>被拒绝：它永远无法在此运行，原因（原文记录）：%1</translation>
    </message>
    <message>
        <source>rejected: %1</source>
        <translation>被拒绝：%1</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>已超时</translation>
    </message>
</context>
<context>
    <name>gantry::gui::LessonPanel</name>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <source>Open a lesson file</source>
        <translation>打开课程文件</translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <source>Gantry lessons (*.yaml *.yml);;All files (*)</source>
        <translation>Gantry 课程 (*.yaml *.yml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Pick a lesson and press Start. Each step pauses the run, explains what to look at and asks you something.</source>
        <translation>选择一个课程并点击“开始”。每一步都会暂停运行，说明要观察什么，并向你提问。</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>Cannot open the lesson</source>
        <translation>无法打开课程</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>Step %1 of %2: the run goes on until %3…</source>
        <translation>第 %1 步，共 %2 步：运行将持续到 %3…</translation>
    </message>
    <message>
        <source>*This moment did not come in this run: the run ended first.*</source>
        <translation>*本次运行中没有到达这一时刻：运行已先结束。*</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Commit my prediction</source>
        <translation>提交我的预测</translation>
    </message>
    <message>
        <source>Check my answer</source>
        <translation>检查我的答案</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>演示给我看</translation>
    </message>
    <message>
        <source>Make the change the lesson asks for (undoable with Edit &gt; Undo)</source>
        <translation>执行课程要求的更改（可通过“编辑 &gt; 撤销”撤回）</translation>
    </message>
    <message>
        <source>Done: %1.</source>
        <translation>已完成：%1。</translation>
    </message>
    <message>
        <source>Not yet: %1.</source>
        <translation>尚未完成：%1。</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>正确。</translation>
    </message>
    <message>
        <source>Not quite; try again.</source>
        <translation>不太对，请再试一次。</translation>
    </message>
    <message>
        <source>Your prediction is recorded. Watch the run; it will be revealed.</source>
        <translation>你的预测已记录。观察运行过程，答案将会揭晓。</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>课程：%1</translation>
    </message>
    <message>
        <source>Running your scenario to its end…</source>
        <translation>正在将你的场景运行到结束…</translation>
    </message>
    <message>
        <source>Lesson complete</source>
        <translation>课程完成</translation>
    </message>
    <message>
        <source>**Well done.** You reached the end of *%1*. Restart it, or pick another lesson.</source>
        <translation>**做得好。** 你已完成 *%1*。可以重新开始，或选择其他课程。</translation>
    </message>
    <message>
        <source>Reviewing an earlier step. Next returns to where the lesson is.</source>
        <translation>正在回顾之前的步骤。点击“下一步”返回课程当前位置。</translation>
    </message>
</context>
<context>
    <name>gantry::gui::MainWindow</name>
    <message>
        <source>Run failed: %1</source>
        <translation>运行失败：%1</translation>
    </message>
    <message>
        <source>Cannot run the scenario</source>
        <translation>无法运行场景</translation>
    </message>
    <message>
        <source>Selected: %1 (%2 GPUs)</source>
        <translation>已选择：%1（%2 个 GPU）</translation>
    </message>
    <message>
        <source>  &lt;b&gt;Schedule&lt;/b&gt;  </source>
        <translation>  &lt;b&gt;调度&lt;/b&gt;  </translation>
    </message>
    <message>
        <source>Rows per job</source>
        <translation>按作业分行</translation>
    </message>
    <message>
        <source>One row per job instead of one row per GPU</source>
        <translation>每个作业一行，而不是每个 GPU 一行</translation>
    </message>
    <message>
        <source>Colour by tenant</source>
        <translation>按租户着色</translation>
    </message>
    <message>
        <source>Colour GPUs and bars by the tenant of their job (the scenario&apos;s tenants) instead of by job</source>
        <translation>按作业所属租户（场景中的租户）而不是按作业为 GPU 和条形着色</translation>
    </message>
    <message>
        <source>Tenants:</source>
        <translation>租户：</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <source>   Ctrl+wheel zooms time · drag pans · click selects a job</source>
        <translation>   Ctrl+滚轮缩放时间 · 拖动平移 · 点击选择作业</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>模拟</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>What-if comparison</source>
        <translation>假设分析比较</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>规划</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>决策</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Export &amp;Report…</source>
        <translation>导出报告(&amp;R)…</translation>
    </message>
    <message>
        <source>Every variant, charts, the plan and the assumptions, as a PDF or an HTML file</source>
        <translation>所有变体、图表、规划和假设，导出为 PDF 或 HTML 文件</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Step event</source>
        <translation>单步事件</translation>
    </message>
    <message>
        <source>Step decision</source>
        <translation>单步决策</translation>
    </message>
    <message>
        <source>Run to end</source>
        <translation>运行到结束</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <source>Guided lessons on scheduling that pause the run, explain and ask</source>
        <translation>关于调度的引导式课程：暂停运行、讲解并提问</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>撤销 %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source> Speed </source>
        <translation> 速度 </translation>
    </message>
    <message>
        <source>Simulated time per second of wall-clock time</source>
        <translation>每秒真实时间对应的模拟时间</translation>
    </message>
    <message>
        <source>1 min/s</source>
        <translation>1 分钟/秒</translation>
    </message>
    <message>
        <source>10 min/s</source>
        <translation>10 分钟/秒</translation>
    </message>
    <message>
        <source>1 h/s</source>
        <translation>1 小时/秒</translation>
    </message>
    <message>
        <source>10 h/s</source>
        <translation>10 小时/秒</translation>
    </message>
    <message>
        <source>1 day/s</source>
        <translation>1 天/秒</translation>
    </message>
    <message>
        <source>as fast as possible</source>
        <translation>尽可能快</translation>
    </message>
    <message>
        <source>No scenario</source>
        <translation>无场景</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>t = %1 · %2 events</source>
        <translation>t = %1 · %2 个事件</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>%1 / %2 jobs</source>
        <translation>%1 / %2 个作业</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Unknown trace format</source>
        <translation>未知的轨迹格式</translation>
    </message>
    <message>
        <source>Gantry cannot tell the format of %1.</source>
        <translation>Gantry 无法识别 %1 的格式。</translation>
    </message>
    <message>
        <source>Cannot use the trace</source>
        <translation>无法使用该轨迹</translation>
    </message>
    <message>
        <source>Cannot save the scenario</source>
        <translation>无法保存场景</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save scenario as</source>
        <translation>场景另存为</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>Reports (*.pdf *.html)</source>
        <translation>报告 (*.pdf *.html)</translation>
    </message>
    <message>
        <source>Cannot export the report</source>
        <translation>无法导出报告</translation>
    </message>
    <message>
        <source>Making the report: running every variant…</source>
        <translation>正在生成报告：运行所有变体…</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>报告已写入 %1</translation>
    </message>
    <message>
        <source>never saved to a file</source>
        <translation>从未保存到文件</translation>
    </message>
    <message>
        <source>file %1</source>
        <translation>文件 %1</translation>
    </message>
    <message>
        <source>Recover unsaved changes?</source>
        <translation>恢复未保存的更改？</translation>
    </message>
    <message>
        <source>Gantry did not close cleanly. Recover the unsaved changes to the scenario “%1” (%2), autosaved %3?</source>
        <translation>Gantry 上次未正常关闭。是否恢复场景“%1”（%2）中于 %3 自动保存的未保存更改？</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>无法恢复</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Gantry will use the new language the next time it starts.</source>
        <translation>Gantry 将在下次启动时使用新语言。</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>手册(&amp;M)</translation>
    </message>
    <message>
        <source>Gantry&apos;s manual: its README and docs, as installed</source>
        <translation>Gantry 手册：已安装的 README 与文档</translation>
    </message>
    <message>
        <source>Keyboard &amp;Shortcuts</source>
        <translation>键盘快捷键(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;About Gantry</source>
        <translation>关于 Gantry(&amp;A)</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>手册</translation>
    </message>
    <message>
        <source>The manual is not installed with this copy of Gantry.</source>
        <translation>此份 Gantry 未安装手册。</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gantry %1&lt;/b&gt;: a what-if planner for GPU clusters.</source>
        <translation>&lt;b&gt;Gantry %1&lt;/b&gt;：GPU 集群的假设分析规划工具。</translation>
    </message>
    <message>
        <source>Its schedulers come from these papers (docs/reproduction.md):</source>
        <translation>其调度器来自以下论文（docs/reproduction.md）：</translation>
    </message>
    <message>
        <source>It is built with</source>
        <translation>构建所用：</translation>
    </message>
    <message>
        <source>About Gantry</source>
        <translation>关于 Gantry</translation>
    </message>
    <message>
        <source>Make a scenario in a few steps: a workload, a cluster, a policy and a name</source>
        <translation>分几步创建场景：工作负载、集群、策略和名称</translation>
    </message>
    <message>
        <source>New scenario “%1”, not saved yet</source>
        <translation>新场景“%1”，尚未保存</translation>
    </message>
    <message>
        <source>Fork here…</source>
        <translation>从此处分支…</translation>
    </message>
    <message>
        <source>Add a what-if variant that starts from this moment of the run</source>
        <translation>添加一个从本次运行此刻开始的假设变体</translation>
    </message>
    <message>
        <source>Fork here</source>
        <translation>从此处分支</translation>
    </message>
    <message>
        <source>Fork %1</source>
        <translation>分支 %1</translation>
    </message>
    <message>
        <source>Draw a fork of this run beside it: from the fork&apos;s time, each GPU&apos;s row shows this run above and the fork below (run the comparison to get the forks)</source>
        <translation>在旁边绘制此运行的一个分支：自分支时刻起，每个 GPU 行上方为此运行，下方为分支（运行比较以获得分支）</translation>
    </message>
    <message>
        <source>No fork beside it</source>
        <translation>旁边不显示分支</translation>
    </message>
    <message>
        <source>   From the dashed line: this run above, the fork below in each row</source>
        <translation>   自虚线起：每行上方为此运行，下方为分支</translation>
    </message>
    <message>
        <source>Fork here: %1 fails…</source>
        <translation>在此分支：%1 故障…</translation>
    </message>
    <message>
        <source>Fork here: rack %1 fails…</source>
        <translation>在此分支：机架 %1 故障…</translation>
    </message>
    <message>
        <source>Fork here: rack %1 leaves…</source>
        <translation>在此分支：机架 %1 移除…</translation>
    </message>
    <message>
        <source>Fork here: more %1 machines join…</source>
        <translation>在此分支：加入更多 %1 机器…</translation>
    </message>
    <message>
        <source>Pause the run to fork from its current moment</source>
        <translation>暂停运行以从当前时刻分支</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>新建(&amp;N)…</translation>
    </message>
    <message>
        <source>Begin with an example, a lesson, a recent file, your cluster&apos;s history or a new scenario</source>
        <translation>从示例、课程、最近的文件、您集群的历史记录或新场景开始</translation>
    </message>
    <message>
        <source>New Scenario &amp;Wizard…</source>
        <translation>新建场景向导(&amp;W)…</translation>
    </message>
    <message numerus="yes">
        <source>Its %n variant(s) are compared in the What-if tab and its plan searched in the Plan tab; Run plays the base here.</source>
        <translation>
            <numerusform>其 %n 个变体在“假设分析比较”标签页中比较，其计划在“计划”标签页中搜索；“运行”在此播放基准。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Its %n variant(s) are compared in the What-if tab; Run plays the base here.</source>
        <translation>
            <numerusform>其 %n 个变体在“假设分析比较”标签页中比较；“运行”在此播放基准。</numerusform>
        </translation>
    </message>
    <message>
        <source>Its plan is searched in the Plan tab; Run plays the scenario here.</source>
        <translation>其计划在“计划”标签页中搜索；“运行”在此播放场景。</translation>
    </message>
    <message>
        <source>Run plays it here; add variants in the What-if tab to compare.</source>
        <translation>“运行”在此播放它；在“假设分析比较”标签页中添加变体进行比较。</translation>
    </message>
    <message>
        <source>Export &amp;Deployment…</source>
        <translation>导出部署(&amp;D)…</translation>
    </message>
    <message>
        <source>The tenants&apos; quotas and sharing as Kueue queues or a Slurm configuration, to apply</source>
        <translation>将租户的配额和共享方式导出为可应用的 Kueue 队列或 Slurm 配置</translation>
    </message>
    <message>
        <source>&amp;Calibrate Against the Trace…</source>
        <translation>对照轨迹校准(&amp;C)…</translation>
    </message>
    <message>
        <source>Compare the replay&apos;s queueing delays with those the trace recorded, and fit what it does not show</source>
        <translation>将回放的排队延迟与轨迹记录的进行比较，并拟合轨迹未体现的部分</translation>
    </message>
</context>
<context>
    <name>gantry::gui::ManualViewer</name>
    <message>
        <source>Gantry manual</source>
        <translation>Gantry 手册</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前进</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Open in browser</source>
        <translation>在浏览器中打开</translation>
    </message>
    <message>
        <source>Open this page with the desktop&apos;s program for Markdown files</source>
        <translation>用桌面上处理 Markdown 文件的程序打开此页</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>gantry::gui::MetricsPanel</name>
    <message>
        <source>Average JCT</source>
        <translation>平均 JCT</translation>
    </message>
    <message>
        <source>p95 JCT</source>
        <translation>p95 JCT</translation>
    </message>
    <message>
        <source>Makespan</source>
        <translation>完工时间</translation>
    </message>
    <message>
        <source>GPU utilisation</source>
        <translation>GPU 利用率</translation>
    </message>
    <message>
        <source>Jobs done</source>
        <translation>已完成作业</translation>
    </message>
    <message>
        <source>Queued jobs (x: hours)</source>
        <translation>排队作业（x：小时）</translation>
    </message>
    <message>
        <source>GPUs busy, % (x: hours)</source>
        <translation>忙碌 GPU，%（x：小时）</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>实时</translation>
    </message>
    <message>
        <source>Job completion time CDF</source>
        <translation>作业完成时间（JCT）累积分布</translation>
    </message>
    <message>
        <source>JCT (hours)</source>
        <translation>JCT（小时）</translation>
    </message>
    <message>
        <source>fraction of jobs</source>
        <translation>作业比例</translation>
    </message>
    <message>
        <source>JCT CDF</source>
        <translation>JCT 分布</translation>
    </message>
    <message>
        <source>Wait vs JCT per job</source>
        <translation>每个作业的等待时间与 JCT</translation>
    </message>
    <message>
        <source>wait (hours)</source>
        <translation>等待（小时）</translation>
    </message>
    <message>
        <source>Wait vs JCT</source>
        <translation>等待与 JCT</translation>
    </message>
    <message>
        <source>JCT</source>
        <translation>JCT</translation>
    </message>
    <message>
        <source>jobs</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Cluster cost per month</source>
        <translation>每月集群成本</translation>
    </message>
    <message>
        <source>Usage cost so far (GPU-hours held x price), $ (x: hours)</source>
        <translation>迄今的使用成本（占用的 GPU 小时 x 价格），美元（x：小时）</translation>
    </message>
    <message>
        <source>Usage cost per month (at the rate now)</source>
        <translation>每月使用成本（按当前速率）</translation>
    </message>
    <message>
        <source>Usage cost per month</source>
        <translation>每月使用成本</translation>
    </message>
    <message>
        <source>Cluster cost %1 over %2 (its machines, busy or idle); usage cost %3 (the GPU-hours its jobs held).</source>
        <translation>集群成本 %1，历时 %2（其机器，无论忙闲）；使用成本 %3（其作业占用的 GPU 小时）。</translation>
    </message>
    <message>
        <source>JCT (hours, log scale)</source>
        <translation>JCT（小时，对数刻度）</translation>
    </message>
    <message>
        <source>%1 / %2, %3 rejected</source>
        <translation>%1 / %2，%3 个被拒绝</translation>
    </message>
</context>
<context>
    <name>gantry::gui::NewScenarioWizard</name>
    <message>
        <source>New Scenario</source>
        <translation>新建场景</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; 上一步(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>下一步(&amp;N) &gt;</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>完成(&amp;F)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>A trace shipped with Gantry</source>
        <translation>Gantry 自带的轨迹</translation>
    </message>
    <message>
        <source>A workload generator</source>
        <translation>工作负载生成器</translation>
    </message>
    <message>
        <source>%1 (format %2)</source>
        <translation>%1（格式 %2）</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Keep only the trace&apos;s first jobs, by submission (all: every job).</source>
        <translation>只保留轨迹中按提交顺序最早的作业（全部：所有作业）。</translation>
    </message>
    <message>
        <source>No traces are installed with this copy of Gantry.</source>
        <translation>此 Gantry 副本未安装任何轨迹。</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>轨迹</translation>
    </message>
    <message>
        <source>Jobs to use</source>
        <translation>使用的作业数</translation>
    </message>
    <message>
        <source>The same seed gives the same jobs, and the same models for them, on every computer.</source>
        <translation>相同的随机种子在任何计算机上都会得到相同的作业及其模型。</translation>
    </message>
    <message>
        <source>Generator</source>
        <translation>生成器</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>The cluster&apos;s shape: racks of identical machines, each with the same number of GPUs.</source>
        <translation>集群的形状：由相同机器组成的机架，每台机器的 GPU 数相同。</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机架数</translation>
    </message>
    <message>
        <source>Machines per rack</source>
        <translation>每机架机器数</translation>
    </message>
    <message>
        <source>GPUs per machine</source>
        <translation>每台机器 GPU 数</translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation>GPU 类型</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1，%2，%3</translation>
    </message>
    <message numerus="yes">
        <source>%1 rack(s)</source>
        <translation>
            <numerusform>%1 个机架</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 machine(s)</source>
        <translation>
            <numerusform>%1 台机器</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 GPU(s)</source>
        <translation>
            <numerusform>%1 个 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>The machines need at least one GPU each.</source>
        <translation>每台机器至少需要一个 GPU。</translation>
    </message>
    <message>
        <source>A cluster has at most %1 machines.</source>
        <translation>一个集群最多有 %1 台机器。</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>How the scheduler decides: which job goes next, and which GPUs it gets.</source>
        <translation>调度器如何决策：下一个运行哪个作业，以及分配哪些 GPU。</translation>
    </message>
    <message>
        <source>Backfill</source>
        <translation>回填</translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation>排序</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>放置</translation>
    </message>
    <message>
        <source>Later jobs may start while the next one in order waits for room.</source>
        <translation>按顺序的下一个作业等待空间时，后面的作业可以先启动。</translation>
    </message>
    <message>
        <source>The policies&apos; parameters, sizing for elastic jobs, quotas for tenants and the learned schedulers: the Policy tab, after Finish.</source>
        <translation>策略参数、弹性作业的规模、租户配额以及学习型调度器：完成后在“策略”标签页中设置。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>What to call the scenario. It opens as a new document, not saved yet: File &gt; Save asks where to keep it.</source>
        <translation>场景的名称。它会作为尚未保存的新文档打开：“文件 &gt; 保存”会询问保存位置。</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>新场景</translation>
    </message>
    <message>
        <source>every job of the trace %1</source>
        <translation>轨迹 %1 中的全部作业</translation>
    </message>
    <message>
        <source>the first %1 jobs of the trace %2</source>
        <translation>轨迹 %2 中的前 %1 个作业</translation>
    </message>
    <message>
        <source>%1 jobs from the generator %2 (seed %3)</source>
        <translation>由生成器 %2 生成的 %1 个作业（随机种子 %3）</translation>
    </message>
    <message>
        <source>jobs from the generator %1 (seed %2)</source>
        <translation>由生成器 %1 生成的作业（随机种子 %2）</translation>
    </message>
    <message>
        <source>ordering %1, placement %2</source>
        <translation>排序 %1，放置 %2</translation>
    </message>
    <message>
        <source>Workload:</source>
        <translation>工作负载：</translation>
    </message>
    <message>
        <source>Cluster:</source>
        <translation>集群：</translation>
    </message>
    <message>
        <source>Policy:</source>
        <translation>策略：</translation>
    </message>
    <message>
        <source>%1, with backfill</source>
        <translation>%1，启用回填</translation>
    </message>
    <message>
        <source>%1, without backfill</source>
        <translation>%1，不回填</translation>
    </message>
    <message>
        <source>This scenario is not valid: %1</source>
        <translation>此场景无效：%1</translation>
    </message>
    <message>
        <source>This scenario cannot run: %1</source>
        <translation>此场景无法运行：%1</translation>
    </message>
    <message>
        <source>Where the jobs come from: your own cluster&apos;s history, a trace shipped with Gantry, or a generator of synthetic jobs.</source>
        <translation>作业的来源：您自己集群的历史记录、Gantry 附带的轨迹，或合成作业生成器。</translation>
    </message>
    <message>
        <source>My cluster&apos;s own history</source>
        <translation>我自己集群的历史记录</translation>
    </message>
    <message>
        <source>sacct -P -o JobIDRaw,Submit,Start,End,AllocTRES,... &gt; jobs.txt, or kubectl get jobs -A -o json</source>
        <translation>sacct -P -o JobIDRaw,Submit,Start,End,AllocTRES,... &gt; jobs.txt，或 kubectl get jobs -A -o json</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Your cluster&apos;s history</source>
        <translation>您集群的历史记录</translation>
    </message>
    <message>
        <source>Scheduler records and traces (*.txt *.csv *.json *.psv *.tsv);;All files (*)</source>
        <translation>调度器记录和轨迹 (*.txt *.csv *.json *.psv *.tsv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>A Slurm accounting export (sacct -P), Kubernetes jobs or pods (kubectl get ... -o json), or a trace in a public format (Philly, Helios, Alibaba): Gantry tells which.</source>
        <translation>Slurm 记账导出（sacct -P）、Kubernetes 作业或 Pod（kubectl get ... -o json），或公开格式的轨迹（Philly、Helios、Alibaba）：Gantry 会识别是哪一种。</translation>
    </message>
    <message>
        <source>Read as %1.</source>
        <translation>按 %1 读取。</translation>
    </message>
    <message>
        <source>%1 (speed %2, %3 per GPU-hour, %4 GB)</source>
        <translation>%1（速度 %2，每 GPU 小时 %3，%4 GB）</translation>
    </message>
    <message>
        <source>Mixed GPU types, your own prices and speeds, link bandwidths and machines that differ: the Cluster tab, after Finish.</source>
        <translation>混合 GPU 类型、您自己的价格和速度、链路带宽以及不同的机器：完成后在“集群”标签页中设置。</translation>
    </message>
    <message>
        <source>The question it asks, e.g. &quot;Would 16 more A100s keep our p95 wait under an hour?&quot; (shown above the views and on the report&apos;s first page)</source>
        <translation>它提出的问题，例如“再加 16 块 A100 能否让我们的 p95 等待时间低于一小时？”（显示在视图上方和报告的第一页）</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>every job of %1 (%2)</source>
        <translation>%1 的所有作业（%2）</translation>
    </message>
</context>
<context>
    <name>gantry::gui::PlanPanel</name>
    <message>
        <source>GPU type</source>
        <translation>GPU 类型</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>min</source>
        <translation>最少</translation>
    </message>
    <message>
        <source>max</source>
        <translation>最多</translation>
    </message>
    <message>
        <source>The GPU type of this machine shape</source>
        <translation>此机器规格的 GPU 类型</translation>
    </message>
    <message>
        <source>GPUs in each machine</source>
        <translation>每台机器的 GPU 数</translation>
    </message>
    <message>
        <source>CPU slots in each machine</source>
        <translation>每台机器的 CPU 槽位</translation>
    </message>
    <message>
        <source>The fewest machines of this shape to try</source>
        <translation>此规格要尝试的最少机器数</translation>
    </message>
    <message>
        <source>The most machines of this shape to try</source>
        <translation>此规格要尝试的最多机器数</translation>
    </message>
    <message>
        <source>Machine shapes the plan may buy or rent, with how many of each (prices come from the cluster&apos;s GPU types)</source>
        <translation>规划可购买或租用的机器规格及各自数量（价格取自集群的 GPU 类型）</translation>
    </message>
    <message>
        <source>Service level</source>
        <translation>服务水平</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>限值</translation>
    </message>
    <message>
        <source>For</source>
        <translation>适用于</translation>
    </message>
    <message>
        <source>What must hold</source>
        <translation>必须满足的条件</translation>
    </message>
    <message>
        <source>The limit: hours, or % for utilisation</source>
        <translation>限值：小时数，利用率则为 %</translation>
    </message>
    <message>
        <source>Every job, or one tenant&apos;s jobs</source>
        <translation>所有作业，或某个租户的作业</translation>
    </message>
    <message>
        <source>the scenario&apos;s seed</source>
        <translation>场景的随机种子</translation>
    </message>
    <message>
        <source>Workload seeds the cluster must cope with, e.g. 11 12 13</source>
        <translation>集群必须应对的工作负载种子，例如 11 12 13</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Bisect (assume more machines never hurt)</source>
        <translation>二分查找（假设机器越多越不会更差）</translation>
    </message>
    <message>
        <source>Far fewer runs on large grids; can miss the cheapest cluster where slow GPUs make a level worse (docs/planning.md)</source>
        <translation>大网格上运行次数少得多；若慢速 GPU 使某一水平变差，可能错过最便宜的集群（docs/planning.md）</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>添加%1</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Machines that may be bought or rented</source>
        <translation>可购买或租用的机器</translation>
    </message>
    <message>
        <source>machine shape</source>
        <translation>机器规格</translation>
    </message>
    <message>
        <source>Policies to compare (none: the scenario&apos;s own)</source>
        <translation>要比较的策略（无：使用场景自身的策略）</translation>
    </message>
    <message>
        <source>policy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Service levels (the first is the chart&apos;s metric)</source>
        <translation>服务水平（第一个为图表的指标）</translation>
    </message>
    <message>
        <source>level</source>
        <translation>服务水平</translation>
    </message>
    <message>
        <source>Machines per rack</source>
        <translation>每机架机器数</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Workload seeds</source>
        <translation>工作负载种子</translation>
    </message>
    <message>
        <source>Seeds that must meet every level</source>
        <translation>必须满足所有服务水平的种子</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Find the cheapest clusters</source>
        <translation>查找最便宜的集群</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Click a point or a row to see its metrics.</source>
        <translation>点击一个点或一行查看其指标。</translation>
    </message>
    <message>
        <source>Add as what-if variant</source>
        <translation>添加为假设分析变体</translation>
    </message>
    <message>
        <source>This scenario has no plan yet: add the machine shapes that may be bought and a service level.</source>
        <translation>此场景还没有规划：请添加可购买的机器规格和一个服务水平。</translation>
    </message>
    <message>
        <source>Row %1: %2 must be a number</source>
        <translation>第 %1 行：%2 必须是数字</translation>
    </message>
    <message>
        <source>GPUs each</source>
        <translation>每台 GPU 数</translation>
    </message>
    <message>
        <source>CPUs each</source>
        <translation>每台 CPU 数</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>最少</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>最多</translation>
    </message>
    <message>
        <source>the limit</source>
        <translation>限值</translation>
    </message>
    <message>
        <source>Workload seeds: &apos;%1&apos; is not a whole number</source>
        <translation>工作负载种子：“%1”不是整数</translation>
    </message>
    <message>
        <source>Edit plan</source>
        <translation>编辑规划</translation>
    </message>
    <message>
        <source>every job</source>
        <translation>所有作业</translation>
    </message>
    <message>
        <source> (%)</source>
        <translation>（%）</translation>
    </message>
    <message>
        <source> (hours)</source>
        <translation>（小时）</translation>
    </message>
    <message>
        <source>%v of a grid of %m looked at</source>
        <translation>已查看网格中 %m 个配置中的 %v 个</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n configuration(s).</source>
        <translation>
            <numerusform>在 %n 个配置后取消。</numerusform>
        </translation>
    </message>
    <message>
        <source>The plan could not run: %1</source>
        <translation>规划无法运行：%1</translation>
    </message>
    <message>
        <source>%1 of a grid of %2 looked at</source>
        <translation>已查看网格中 %2 个配置中的 %1 个</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: no configuration within the bounds meets the levels</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：范围内没有满足服务水平的配置</translation>
    </message>
    <message>
        <source>No configuration within the bounds can meet the levels: %1 (GPU-hours bound, nothing simulated)</source>
        <translation>范围内没有配置能满足服务水平：%1（GPU 小时数下界，未进行模拟）</translation>
    </message>
    <message>
        <source>/h</source>
        <translation>/小时</translation>
    </message>
    <message>
        <source>service level: %1</source>
        <translation>服务水平：%1</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>已选择</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; under &lt;b&gt;%2&lt;/b&gt;: %3 GPUs, %4/h</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;，使用 &lt;b&gt;%2&lt;/b&gt;：%3 个 GPU，%4/小时</translation>
    </message>
    <message>
        <source>, %1 over the trace, %2 %3</source>
        <translation>，整个轨迹 %1，%2 %3</translation>
    </message>
    <message>
        <source> — the cheapest for this policy</source>
        <translation> — 此策略下最便宜</translation>
    </message>
    <message>
        <source>Add plan variant</source>
        <translation>添加规划变体</translation>
    </message>
    <message>
        <source>&lt;br&gt;Added as the variant “%1” to the what-if comparison.</source>
        <translation>&lt;br&gt;已作为变体“%1”添加到假设分析比较中。</translation>
    </message>
    <message>
        <source>, %1 from %2 on, %3 %4</source>
        <translation>，自 %2 起 %1，%3 %4</translation>
    </message>
    <message>
        <source>The cost the scenario&apos;s owner pays (its billing)</source>
        <translation>场景所有者支付的成本（其计费方式）</translation>
    </message>
    <message>
        <source>Cheapest cluster cost (its machines&apos; price per hour)</source>
        <translation>最低集群成本（其机器每小时的价格）</translation>
    </message>
    <message>
        <source>Cheapest usage cost (GPU-hours held x price, over the trace)</source>
        <translation>最低使用成本（占用的 GPU 小时 x 价格，整个轨迹）</translation>
    </message>
    <message>
        <source>Cost against service, every configuration simulated</source>
        <translation>成本与服务水平，每个模拟的配置</translation>
    </message>
    <message>
        <source>Cluster cost</source>
        <translation>集群成本</translation>
    </message>
    <message>
        <source>Usage cost</source>
        <translation>使用成本</translation>
    </message>
    <message>
        <source>usage cost ($, GPU-hours held x price)</source>
        <translation>使用成本（美元，占用的 GPU 小时 x 价格）</translation>
    </message>
    <message>
        <source>cluster cost ($ per hour)</source>
        <translation>集群成本（美元每小时）</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2, cluster cost %3/h, usage cost %4; %5 %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：%2，集群成本 %3/小时，使用成本 %4；%5 %6</translation>
    </message>
    <message>
        <source>Cheapest by usage cost meeting %1:&lt;br&gt;%2&lt;br&gt;&lt;small&gt;%3 of a grid of %4 configurations looked at, %5 ruled out by the GPU-hours bound, %6 runs.&lt;/small&gt;</source>
        <translation>按使用成本最便宜且满足 %1：&lt;br&gt;%2&lt;br&gt;&lt;small&gt;在 %4 个配置的网格中查看了 %3 个，%5 个被 GPU 小时界限排除，运行 %6 次。&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Cheapest by cluster cost meeting %1:&lt;br&gt;%2&lt;br&gt;&lt;small&gt;%3 of a grid of %4 configurations looked at, %5 ruled out by the GPU-hours bound, %6 runs.&lt;/small&gt;</source>
        <translation>按集群成本最便宜且满足 %1：&lt;br&gt;%2&lt;br&gt;&lt;small&gt;在 %4 个配置的网格中查看了 %3 个，%5 个被 GPU 小时界限排除，运行 %6 次。&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation>排序</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>放置</translation>
    </message>
    <message>
        <source>More (YAML)</source>
        <translation>更多（YAML）</translation>
    </message>
    <message>
        <source>Which job goes next</source>
        <translation>下一个运行哪个作业</translation>
    </message>
    <message>
        <source>Which GPUs it gets</source>
        <translation>它获得哪些 GPU</translation>
    </message>
    <message>
        <source>Any other policy fields, e.g. sharing: borrowing, backfill: false</source>
        <translation>其他策略字段，例如 sharing: borrowing, backfill: false</translation>
    </message>
    <message>
        <source>the scenario&apos;s (%1)</source>
        <translation>场景的（%1）</translation>
    </message>
</context>
<context>
    <name>gantry::gui::PolicyEditor</name>
    <message>
        <source>Scheduler (decides everything; leave at “composed” to use the parts below)</source>
        <translation>调度器（决定一切；保留为“composed”则使用下方各部分）</translation>
    </message>
    <message>
        <source>Ordering: which job goes next</source>
        <translation>排序：下一个运行哪个作业</translation>
    </message>
    <message>
        <source>Placement: which GPUs it gets</source>
        <translation>放置：分配哪些 GPU</translation>
    </message>
    <message>
        <source>Sizing: how many GPUs elastic jobs get</source>
        <translation>规模：弹性作业分配多少 GPU</translation>
    </message>
    <message>
        <source>Sharing: how the tenants share the GPUs (quotas)</source>
        <translation>共享：租户如何共享 GPU（配额）</translation>
    </message>
    <message>
        <source>composed (ordering × placement × sizing × sharing)</source>
        <translation>composed（排序 × 放置 × 规模 × 共享）</translation>
    </message>
    <message>
        <source>Backfill: let later jobs start when the next one in order does not fit</source>
        <translation>回填：当按顺序的下一个作业放不下时，允许后面的作业先启动</translation>
    </message>
    <message>
        <source>Choose %1 policy</source>
        <translation>选择%1策略</translation>
    </message>
    <message>
        <source>Toggle backfill</source>
        <translation>切换回填</translation>
    </message>
    <message>
        <source>&lt;b&gt;Policy:&lt;/b&gt; %1&lt;br&gt;&lt;b&gt;Model:&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;策略：&lt;/b&gt;%1&lt;br&gt;&lt;b&gt;模型：&lt;/b&gt;%2</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>更改%1</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Choose a trained model file</source>
        <translation>选择已训练的模型文件</translation>
    </message>
    <message>
        <source>Choose a trained model</source>
        <translation>选择已训练的模型</translation>
    </message>
    <message>
        <source>Gantry models (*.model);;All files (*)</source>
        <translation>Gantry 模型 (*.model);;所有文件 (*)</translation>
    </message>
    <message>
        <source>comma-separated numbers</source>
        <translation>逗号分隔的数字</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tenants&apos; fair shares:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;租户的公平份额：&lt;/b&gt; %1</translation>
    </message>
</context>
<context>
    <name>gantry::gui::ScenarioDocument</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>The scenario has no file name yet.</source>
        <translation>场景尚无文件名。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Use trace %1</source>
        <translation>使用轨迹 %1</translation>
    </message>
    <message>
        <source>%1 (unsaved)</source>
        <translation>%1（未保存）</translation>
    </message>
</context>
<context>
    <name>gantry::gui::SettingsFile</name>
    <message>
        <source>The settings file was larger than Gantry ever writes (over 1 MB), so it was set aside as %1 and Gantry started with its default settings (language, recent files, window layout).</source>
        <translation>设置文件大于 Gantry 会写入的大小（超过 1 MB），因此已将其另存为 %1，Gantry 以默认设置（语言、最近文件、窗口布局）启动。</translation>
    </message>
</context>
<context>
    <name>gantry::gui::TopologyView</name>
    <message>
        <source>Cluster topology</source>
        <translation>集群拓扑</translation>
    </message>
    <message>
        <source>Open a scenario and press Run.</source>
        <translation>打开一个场景并点击“运行”。</translation>
    </message>
    <message>
        <source>uplink %1 Gb/s · %2 cross-rack</source>
        <translation>上行 %1 Gb/s · 跨机架 %2</translation>
    </message>
    <message>
        <source>machine summaries (zoom in for GPU cells) · red = failed</source>
        <translation>机器概览（放大可查看 GPU 单元）· 红色 = 故障</translation>
    </message>
    <message>
        <source>colour = tenant (key under the schedule&apos;s toolbar) · grey = idle · red = failed · wheel zooms, drag pans</source>
        <translation>颜色 = 租户（图例在调度工具栏下方）· 灰色 = 空闲 · 红色 = 故障 · 滚轮缩放，拖动平移</translation>
    </message>
    <message>
        <source>colour = job · grey = idle · red = failed · wheel zooms, drag pans</source>
        <translation>颜色 = 作业 · 灰色 = 空闲 · 红色 = 故障 · 滚轮缩放，拖动平移</translation>
    </message>
    <message>
        <source>gauge = the scheduler&apos;s believed speed (× nominal) ± 2σ · </source>
        <translation>仪表 = 调度器估计的速度（× 标称值）± 2σ · </translation>
    </message>
    <message>
        <source> (spot)</source>
        <translation>（竞价）</translation>
    </message>
    <message>
        <source>&lt;br&gt;the scheduler believes: slowdown %1 ± %2 (speed ×%3 of nominal)</source>
        <translation>&lt;br&gt;调度器估计：减速 %1 ± %2（速度为标称值的 ×%3）</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;failed&lt;/b&gt;</source>
        <translation>&lt;br&gt;&lt;b&gt;故障&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;br&gt;job &lt;b&gt;%1&lt;/b&gt; (%2 GPUs)</source>
        <translation>&lt;br&gt;作业 &lt;b&gt;%1&lt;/b&gt;（%2 个 GPU）</translation>
    </message>
    <message>
        <source>&lt;br&gt;idle</source>
        <translation>&lt;br&gt;空闲</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; GPU %2&lt;br&gt;%3 · speed %4 · %5/h%6&lt;br&gt;rack %7 · NIC %8 Gb/s · perf ×%9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; GPU %2&lt;br&gt;%3 · 速度 %4 · %5/小时%6&lt;br&gt;机架 %7 · 网卡 %8 Gb/s · 性能 ×%9</translation>
    </message>
</context>
<context>
    <name>gantry::gui::TrainingPanel</name>
    <message>
        <source>The LibTorch module that learned schedulers need is not installed (%1): they cannot be trained here.</source>
        <translation>学习型调度器所需的 LibTorch 模块未安装（%1）：无法在此训练。</translation>
    </message>
    <message>
        <source>This build has no LibTorch (GANTRY_WITH_TORCH=OFF): learned schedulers cannot be trained here.</source>
        <translation>此构建不含 LibTorch（GANTRY_WITH_TORCH=OFF）：无法在此训练学习型调度器。</translation>
    </message>
    <message>
        <source>Train a learned scheduler on this scenario&apos;s workload generator (docs/learning.md). Training runs in the background; the curve shows each episode&apos;s average JCT (a warm-up, by imitation or, for Harmony, observing speeds for its reward model, then reinforcement learning) and the RL episode reward.</source>
        <translation>用此场景的工作负载生成器训练学习型调度器（docs/learning.md）。训练在后台进行；曲线显示每个回合的平均 JCT（先是预热阶段：模仿学习，Harmony 则观察速度以训练其奖励模型；然后是强化学习）以及 RL 回合奖励。</translation>
    </message>
    <message>
        <source>agent default</source>
        <translation>智能体默认值</translation>
    </message>
    <message>
        <source>Reinforcement-learning episodes (0: the agent&apos;s default, 240 for DL2, 96 for TopDRL, 30 for Harmony, 16 for the dual agent)</source>
        <translation>强化学习回合数（0：智能体默认值，DL2 为 240，TopDRL 为 96，Harmony 为 30，双智能体为 16）</translation>
    </message>
    <message>
        <source>Warm-up episodes: imitating a heuristic teacher (DL2, TopDRL) or observing speeds for Harmony&apos;s reward model (-1: the agent&apos;s default)</source>
        <translation>预热回合数：模仿启发式教师（DL2、TopDRL），或为 Harmony 的奖励模型观察速度（-1：智能体默认值）</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>RL episodes</source>
        <translation>RL 回合数</translation>
    </message>
    <message>
        <source>Warm-up episodes</source>
        <translation>预热回合数</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Save model…</source>
        <translation>保存模型…</translation>
    </message>
    <message>
        <source>Use in scenario</source>
        <translation>在场景中使用</translation>
    </message>
    <message>
        <source>Make the saved model the scenario&apos;s scheduler (undoable)</source>
        <translation>将已保存的模型设为场景的调度器（可撤销）</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>Average JCT per episode, minutes (x: episode, warm-up then RL)</source>
        <translation>每回合平均 JCT，分钟（x：回合，先预热后 RL）</translation>
    </message>
    <message>
        <source>Episode reward (x: episode, RL phase)</source>
        <translation>回合奖励（x：回合，RL 阶段）</translation>
    </message>
    <message>
        <source>starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <source>Training %1…</source>
        <translation>正在训练 %1…</translation>
    </message>
    <message>
        <source>warm-up</source>
        <translation>预热</translation>
    </message>
    <message>
        <source>RL</source>
        <translation>RL</translation>
    </message>
    <message>
        <source>validation</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>%1 %2 / %3</source>
        <translation>%1 %2 / %3</translation>
    </message>
    <message>
        <source>%1 episode %2/%3 · avg JCT %4 min · reward %5 · loss %6 · %7 decisions · %8 s</source>
        <translation>%1 回合 %2/%3 · 平均 JCT %4 分钟 · 奖励 %5 · 损失 %6 · %7 个决策 · %8 秒</translation>
    </message>
    <message>
        <source>Cancelling after the current episode…</source>
        <translation>将在当前回合结束后取消…</translation>
    </message>
    <message>
        <source>Trained %1 in %2 s (%3 decisions, %4 steps/s); best validation avg JCT %5 min. Save the model to use it.</source>
        <translation>已在 %2 秒内训练 %1（%3 个决策，%4 步/秒）；最佳验证平均 JCT %5 分钟。保存模型后即可使用。</translation>
    </message>
    <message>
        <source> Reward model R² on held-out placements: %1.</source>
        <translation> 奖励模型在留出放置上的 R²：%1。</translation>
    </message>
    <message>
        <source>Training cancelled.</source>
        <translation>训练已取消。</translation>
    </message>
    <message>
        <source>Training failed: %1</source>
        <translation>训练失败：%1</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Cannot train</source>
        <translation>无法训练</translation>
    </message>
    <message>
        <source>Save trained model</source>
        <translation>保存已训练的模型</translation>
    </message>
    <message>
        <source>Gantry models (*.model);;All files (*)</source>
        <translation>Gantry 模型 (*.model);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot save the model</source>
        <translation>无法保存模型</translation>
    </message>
    <message>
        <source>Saved the %1 model to %2.</source>
        <translation>已将 %1 模型保存到 %2。</translation>
    </message>
    <message>
        <source>Cannot use the model</source>
        <translation>无法使用该模型</translation>
    </message>
    <message>
        <source>Use trained %1 model</source>
        <translation>使用已训练的 %1 模型</translation>
    </message>
    <message>
        <source>The scenario&apos;s scheduler is now %1 with %2.</source>
        <translation>场景的调度器现在是使用 %2 的 %1。</translation>
    </message>
</context>
<context>
    <name>gantry::gui::VariantEditor</name>
    <message>
        <source>Variant name, e.g. Tiresias, or 16 more machines</source>
        <translation>变体名称，例如 Tiresias，或增加 16 台机器</translation>
    </message>
    <message>
        <source>as the base</source>
        <translation>同基准</translation>
    </message>
    <message>
        <source>The cluster&apos;s machines scaled to this many, keeping its mix of machine kinds and racks</source>
        <translation>将集群的机器缩放到此数量，保持机器种类和机架的组合</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Jobs arrive this many times as fast as in the base (x1: as the base)</source>
        <translation>作业到达速度是基准的多少倍（x1：同基准）</translation>
    </message>
    <message>
        <source>YAML (advanced)</source>
        <translation>YAML（高级）</translation>
    </message>
    <message>
        <source>The overlay merged over the scenario, e.g.
policy: {ordering: sjf}</source>
        <translation>合并到场景上的覆盖，例如
policy: {ordering: sjf}</translation>
    </message>
    <message>
        <source>Add variant</source>
        <translation>添加变体</translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation>排序</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>放置</translation>
    </message>
    <message>
        <source>Sharing</source>
        <translation>共享</translation>
    </message>
    <message>
        <source>Backfill</source>
        <translation>回填</translation>
    </message>
    <message>
        <source>Machines</source>
        <translation>机器</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>轨迹</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>负载</translation>
    </message>
    <message>
        <source>The variant&apos;s trace</source>
        <translation>变体的轨迹</translation>
    </message>
    <message>
        <source>Traces and scheduler records (*.csv *.json *.txt *.trace);;All files (*)</source>
        <translation>轨迹和调度器记录 (*.csv *.json *.txt *.trace);;所有文件 (*)</translation>
    </message>
    <message>
        <source>as the base (%1)</source>
        <translation>同基准（%1）</translation>
    </message>
    <message>
        <source>The scenario has no tenants to share the cluster</source>
        <translation>该场景没有共享集群的租户</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>on: later jobs may start first</source>
        <translation>开：后到的作业可先启动</translation>
    </message>
    <message>
        <source>off: strict order</source>
        <translation>关：严格顺序</translation>
    </message>
    <message>
        <source>today %1, so %2%3</source>
        <translation>现有 %1，即 %2%3</translation>
    </message>
    <message numerus="yes">
        <source>today %n machine(s)</source>
        <translation>
            <numerusform>现有 %n 台机器</numerusform>
        </translation>
    </message>
    <message>
        <source>read as %1</source>
        <translation>按 %1 读取</translation>
    </message>
    <message>
        <source>A variant needs a name.</source>
        <translation>变体需要名称。</translation>
    </message>
    <message>
        <source>This variant changes nothing: choose what it changes, or write its YAML.</source>
        <translation>此变体没有任何改变：请选择它要改变的内容，或编写其 YAML。</translation>
    </message>
    <message>
        <source>Add variant %1</source>
        <translation>添加变体 %1</translation>
    </message>
</context>
<context>
    <name>gantry::gui::WelcomeDialog</name>
    <message>
        <source>Welcome to Gantry</source>
        <translation>欢迎使用 Gantry</translation>
    </message>
    <message>
        <source>&lt;h2&gt;What do you want to find out?&lt;/h2&gt;Each example asks an operator&apos;s question and answers it with its variants (the What-if tab) and its plan (the Plan tab). Or begin with your own cluster.</source>
        <translation>&lt;h2&gt;您想了解什么？&lt;/h2&gt;每个示例提出一个运维人员的问题，并用其变体（“假设分析比较”标签页）和计划（“计划”标签页）来回答。或者从您自己的集群开始。</translation>
    </message>
    <message>
        <source>Open this example</source>
        <translation>打开此示例</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>（暂无）</translation>
    </message>
    <message>
        <source>Make a new scenario step by step…</source>
        <translation>逐步创建新场景…</translation>
    </message>
    <message>
        <source>Import my cluster&apos;s history…</source>
        <translation>导入我集群的历史记录…</translation>
    </message>
    <message>
        <source>A new scenario from your own scheduler&apos;s records: a Slurm sacct export, kubectl&apos;s jobs or pods as JSON, or a trace in one of the public formats</source>
        <translation>根据您自己调度器的记录创建新场景：Slurm sacct 导出、kubectl 以 JSON 输出的作业或 Pod，或某种公开格式的轨迹</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>The question it asks</source>
        <translation>它提出的问题</translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation>最近的文件</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>课程</translation>
    </message>
</context>
<context>
    <name>gantry::gui::WorkloadEditor</name>
    <message>
        <source>Import a trace</source>
        <translation>导入轨迹</translation>
    </message>
    <message>
        <source>Trace file (Philly, Helios, Alibaba, Tiresias, Gavel, common CSV)</source>
        <translation>轨迹文件（Philly、Helios、Alibaba、Tiresias、Gavel、通用 CSV）</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>detect</source>
        <translation>自动识别</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>Use this trace</source>
        <translation>使用此轨迹</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Submit (s)</source>
        <translation>提交（秒）</translation>
    </message>
    <message>
        <source>Duration (s)</source>
        <translation>持续时间（秒）</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>The validation report of the import appears here.</source>
        <translation>导入的校验报告将显示在此处。</translation>
    </message>
    <message>
        <source>Import trace</source>
        <translation>导入轨迹</translation>
    </message>
    <message>
        <source>Traces (*.csv *.json *.txt);;All files (*)</source>
        <translation>轨迹 (*.csv *.json *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Or generate a synthetic workload</source>
        <translation>或生成合成工作负载</translation>
    </message>
    <message>
        <source>Use generator</source>
        <translation>使用生成器</translation>
    </message>
    <message>
        <source>Load options</source>
        <translation>加载选项</translation>
    </message>
    <message>
        <source>all jobs</source>
        <translation>所有作业</translation>
    </message>
    <message>
        <source>Multiplies inter-arrival times: below 1 means a heavier load.</source>
        <translation>乘以到达间隔时间：小于 1 表示负载更重。</translation>
    </message>
    <message>
        <source>Keep the first</source>
        <translation>保留前</translation>
    </message>
    <message>
        <source>Arrival scale</source>
        <translation>到达缩放</translation>
    </message>
    <message>
        <source>Duration scale</source>
        <translation>持续时间缩放</translation>
    </message>
    <message>
        <source>Filter jobs (id, status…)</source>
        <translation>筛选作业（ID、状态…）</translation>
    </message>
    <message>
        <source>Jobs of the current run</source>
        <translation>当前运行的作业</translation>
    </message>
    <message>
        <source>Double-click a submit time, duration or GPU count to edit it; edited cells are bold.</source>
        <translation>双击提交时间、持续时间或 GPU 数量即可编辑；已编辑的单元格以粗体显示。</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>正在导入 %1…</translation>
    </message>
    <message>
        <source>Import failed:
%1</source>
        <translation>导入失败：
%1</translation>
    </message>
    <message>
        <source>Format: %1
</source>
        <translation>格式：%1
</translation>
    </message>
    <message>
        <source>Choose an existing trace file first.</source>
        <translation>请先选择一个已有的轨迹文件。</translation>
    </message>
    <message>
        <source>Gantry cannot tell this file&apos;s format: choose one.</source>
        <translation>Gantry 无法识别此文件的格式：请选择一种。</translation>
    </message>
    <message>
        <source>Use generator %1</source>
        <translation>使用生成器 %1</translation>
    </message>
    <message>
        <source>Change load options</source>
        <translation>更改加载选项</translation>
    </message>
    <message>
        <source>&lt;b&gt;Jobs from trace&lt;/b&gt; %1 (format %2)</source>
        <translation>&lt;b&gt;来自轨迹的作业&lt;/b&gt; %1（格式 %2）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Jobs from generator&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;来自生成器的作业&lt;/b&gt; %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>What-if planner for GPU clusters</source>
        <translation>GPU 集群假设分析规划工具</translation>
    </message>
    <message>
        <source>Run without a window.</source>
        <translation>无窗口运行。</translation>
    </message>
    <message>
        <source>Output folder (headless).</source>
        <translation>输出文件夹（无窗口模式）。</translation>
    </message>
    <message>
        <source>Write only the report to this file (.pdf or .html).</source>
        <translation>仅将报告写入此文件（.pdf 或 .html）。</translation>
    </message>
    <message>
        <source>Leave the plan out of the report.</source>
        <translation>报告中不包含规划。</translation>
    </message>
    <message>
        <source>Runs in parallel.</source>
        <translation>并行运行数。</translation>
    </message>
    <message>
        <source>Scenario file to open.</source>
        <translation>要打开的场景文件。</translation>
    </message>
    <message>
        <source>Start this lesson in the Lessons panel.</source>
        <translation>在“课程”面板中开始此课程。</translation>
    </message>
    <message>
        <source>Scenario file to open (default: the demo).</source>
        <translation>要打开的场景文件（默认：演示场景）。</translation>
    </message>
    <message>
        <source>Show the window in this language (en, de or zh_CN) this time.</source>
        <translation>本次以此语言显示窗口（en、de 或 zh_CN）。</translation>
    </message>
    <message>
        <source>Language of the report and the printed comparison: en, de or zh_CN (English when not given).</source>
        <translation>报告和打印的比较结果所用的语言：en、de 或 zh_CN（未指定时为英语）。</translation>
    </message>
    <message>
        <source>Settings set aside</source>
        <translation>设置已另存</translation>
    </message>
</context>
</TS>

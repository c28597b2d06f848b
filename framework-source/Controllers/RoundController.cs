using Godot;

namespace DiceRolling.Controllers;

/// <summary>
/// Conduz o ciclo de cada rodada (início, declaração de ações, resolução dos turnos, fim) e decide se começa outra.
/// </summary>
/// <remarks>
/// <para>
/// Ao receber <c>TransitionedToRounds</c>, chama <see cref="StartRound"/>, que emite <c>RoundStarted</c> e pede ao
/// <see cref="ActionsController"/> a declaração de ações. Com <c>ActionsDeclared</c> passa a
/// <see cref="StartTurnsResolutionPhase"/>, que entrega a resolução ao <see cref="TurnController"/>. Com
/// <c>TurnsResolved</c> chama <see cref="EndRound"/>, que emite <c>RoundEnded</c>; a partir daí o
/// <see cref="BattleResultsController"/> verifica se a batalha acabou, e, se não, começa outra rodada.
/// </para>
/// <para>A fase atual fica em <see cref="CurrentRoundState"/> (veja <see cref="RoundState"/>).</para>
/// </remarks>
/// <example>
/// <code>
/// var rodadas = new RoundController(actionsController, turnController);
/// BattleEvents.Instance.RoundEnded += n =&gt; GD.Print($"Fim da rodada {n}: {rodadas.CurrentRoundState}");
/// </code>
/// </example>
public partial class RoundController : RefCounted
{
    /// <summary>Cria o controlador sem subcontroladores associados.</summary>
    public RoundController() => throw null;

    /// <summary>Cria o controlador associado aos controladores de declaração e de turnos.</summary>
    /// <param name="actionsController">Controlador da declaração de ações.</param>
    /// <param name="turnController">Controlador da resolução dos turnos.</param>
    public RoundController(ActionsController actionsController, TurnController turnController) => throw null;

    /// <summary>Fase atual da rodada.</summary>
    public RoundState CurrentRoundState { get; }

    /// <summary>Número da rodada atual.</summary>
    public int CurrentRound { get; }

    /// <summary>Inicia uma rodada: emite <c>RoundStarted</c> e abre a fase de declaração de ações.</summary>
    public void StartRound() => throw null;

    /// <summary>Inicia a fase de resolução dos turnos, depois que todos declararam suas ações.</summary>
    public void StartTurnsResolutionPhase() => throw null;

    /// <summary>Encerra a rodada e emite <c>RoundEnded</c>.</summary>
    public void EndRound() => throw null;
}

using Godot;

namespace DiceRolling.Controllers;

/// <summary>
/// Executa em sequência os turnos da fila de iniciativa, aplicando as ações declaradas e consumindo a energia gasta.
/// </summary>
/// <remarks>
/// <para>
/// Acionado pelo <see cref="RoundController"/> com <see cref="StartTurnsResolution"/>. Para cada personagem da fila do
/// <see cref="QueueController"/>: emite <c>TurnStarted</c>, executa a ação registrada em
/// <see cref="ActionsController.DeclaredActions"/> (um passe não faz nada), gasta a energia exigida, emite
/// <c>ActionPerformed</c>, envia o personagem para o fim da fila e emite <c>TurnEnded</c>. Cada personagem executa uma
/// ação por turno; personagens caídos saem da fila.
/// </para>
/// <para>Quando todos agiram, emite <c>TurnsResolved</c>.</para>
/// </remarks>
public partial class TurnController : RefCounted
{
    /// <summary>Cria o controlador sem fila associada.</summary>
    public TurnController() => throw null;

    /// <summary>Cria o controlador associado a uma fila de iniciativa.</summary>
    /// <param name="queueController">Fila de iniciativa usada para ordenar os turnos, ou <c>null</c>.</param>
    public TurnController(QueueController? queueController) => throw null;

    /// <summary>Inicia a resolução dos turnos da rodada atual.</summary>
    public void StartTurnsResolution() => throw null;
}

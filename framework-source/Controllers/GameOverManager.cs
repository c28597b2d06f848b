using Godot;

namespace DiceRolling.Controllers;

/// <summary>Script da tela de fim de jogo; ainda sem lógica.</summary>
/// <remarks>
/// Pelo fluxo de telas do design, a tela de fim de jogo oferece as opções Carregar Jogo, Menu Principal e Sair. A
/// navegação entre cenas é feita por <see cref="MenuTransitionManager"/>.
/// </remarks>
public partial class GameOverManager : Node2D
{
    /// <summary>Chamado quando a cena entra na árvore; ainda sem comportamento.</summary>
    public override void _Ready() => throw null;
}

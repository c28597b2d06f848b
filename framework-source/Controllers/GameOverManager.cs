using Godot;

namespace DiceRolling.Controllers;

/// <summary>Script da cena de fim de jogo (Game Over); ainda sem lógica.</summary>
/// <remarks>
/// A tela de Game Over prevê as opções Carregar Jogo, Menu Principal e Sair. A navegação entre cenas é feita por
/// <see cref="MenuTransitionManager"/>.
/// </remarks>
public partial class GameOverManager : Node2D
{
    /// <summary>Chamado quando a cena entra na árvore; ainda sem comportamento.</summary>
    public override void _Ready() => throw null;
}
